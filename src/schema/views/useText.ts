import { createContext, useContext } from 'react';
import { useTranslate } from 'react-admin';
import { scopedTextKey } from '../../shared/textScope';
import type { ResourceDeclaration } from '../../shared/types';

/** The declaration whose screen this is (its name): its folder's own wording of a text comes first. */
export const TextScope = createContext<string | undefined>(undefined);

/**
 * Shows a declaration's or the engine's English text through the i18n
 * provider, keyed by the text itself (as react-admin does for labels and
 * confirmations), so a language file can translate it without code changes;
 * inside a declaration's screen, as that declaration words it where its folder does.
 */
export const useText = () => {
    const translate = useTranslate();
    const scope = useContext(TextScope);
    return (english: string, options?: Record<string, unknown>) => {
        const shown = translate(english, { _: english, ...options });
        return scope ? translate(scopedTextKey(scope, english), { ...options, _: shown }) : shown;
    };
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
