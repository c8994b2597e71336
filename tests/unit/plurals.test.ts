import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { allCatalogues, english } from '../../src/i18n/allCatalogues';
import { messagesOf } from '../../src/i18n/catalogue';
import { BULK_TEXTS } from '../../src/schema/bulk';
import { IMPORT_TEXTS } from '../../src/schema/importTexts';

/** A language's translate as the console builds it: its texts over English's, polyglot's plural rules. */
const translateIn = (locale: string) => {
    const messages = locale === 'en' ? english : messagesOf(english, allCatalogues[locale as 'fr']);
    const provider = polyglotI18nProvider(() => messages, locale, [], { allowMissing: true });
    return (text: string, options: Record<string, unknown>) => provider.translate(text, { _: text, ...options });
};

/** What each language says for one event and for three (English, then the others' own words). */
const ONE_AND_MANY: Record<string, [string, string]> = {
    en: ['Delete 1 event?', 'Delete 3 events?'],
    es: ['¿Eliminar 1 event?', '¿Eliminar 3 events?'],
    fr: ['Supprimer 1 event ?', 'Supprimer 3 events ?'],
    it: ['Eliminare 1 event?', 'Eliminare 3 events?'],
};

describe('counted texts', () => {
    for (const [locale, [one, many]] of Object.entries(ONE_AND_MANY)) {
        it(`${locale}: "Delete 1 event?", not "Delete 1 events?"`, () => {
            const t = translateIn(locale);
            expect(t(BULK_TEXTS.confirmDelete, { smart_count: 1, item: 'event', items: 'events' })).toBe(one);
            expect(t(BULK_TEXTS.confirmDelete, { smart_count: 3, item: 'event', items: 'events' })).toBe(many);
        });
    }

    it('Chinese has one form, and names the records', () => {
        const t = translateIn('zh');
        expect(t(BULK_TEXTS.confirmDelete, { smart_count: 1, item: '活动', items: '活动' })).toBe('删除 1 条活动？');
    });

    const COUNTED = [
        BULK_TEXTS.confirmActive,
        BULK_TEXTS.confirmInactive,
        BULK_TEXTS.deleted,
        BULK_TEXTS.updated,
        IMPORT_TEXTS.chosen,
        IMPORT_TEXTS.import,
        IMPORT_TEXTS.addedCount,
        IMPORT_TEXTS.summary,
    ];
    const PLURAL_AFTER_ONE =
        /\b1 (?:\S+ )?(?:XS|rows|filas|lignes|righe|eliminados|supprimés|eliminati|actualizados|aggiornati|añadidas|ajoutées|aggiunte)(?=\s|$|\?)/u;
    for (const locale of ['en', 'es', 'fr', 'it']) {
        it(`${locale}: one of anything reads in the singular`, () => {
            const t = translateIn(locale);
            for (const text of COUNTED) {
                const shown = t(text, {
                    smart_count: 1,
                    item: 'X',
                    items: 'XS',
                    name: 'f.csv',
                    reasons: 'r',
                    invalid: 2,
                });
                // Never "1" before a word (or a word and its adjective) in the plural.
                expect(shown, text).not.toMatch(PLURAL_AFTER_ONE);
                expect(shown, text).not.toMatch(/\|\|\|\||%\{/);
            }
        });
    }
});
