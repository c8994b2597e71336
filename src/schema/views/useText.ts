import { useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../shared/types';

/**
 * Shows a declaration's or the engine's English text through the i18n
 * provider, keyed by the text itself (as react-admin does for labels and
 * confirmations), so a language file can translate it without code changes.
 */
export const useText = () => {
    const translate = useTranslate();
    return (english: string, options?: Record<string, unknown>) => translate(english, { _: english, ...options });
};

/** A declaration's records in words, lower case ("coaches"), in the shown language: the bulk bar's, the search box's. */
export const recordsInWords = (decl: ResourceDeclaration, text: (english: string) => string): string =>
    decl.plural ? text(decl.plural) : text(decl.title).toLocaleLowerCase();

/** A count of records for a counted text: its words for one ("event") and for more ("events"), as polyglot picks. */
export const countedRecords = (decl: ResourceDeclaration, text: (english: string) => string, count: number) => ({
    smart_count: count,
    item: text(decl.singular).toLocaleLowerCase(),
    items: recordsInWords(decl, text),
});
