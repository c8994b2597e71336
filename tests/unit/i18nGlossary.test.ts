import { describe, expect, it } from 'vitest';
import { allCatalogues, english as en } from '../../src/i18n/allCatalogues';
import { flatten } from '../../src/i18n/catalogue';
import { GLOSSARY } from '../../src/i18n/locales/glossary';
import type { OtherLocale } from '../../src/shared/languages';

/** Every text of a language beside its English: messages by key, declared texts by their English. */
const pairsOf = (locale: OtherLocale): [english: string, translated: string][] => {
    const english = flatten(en);
    const catalogue = allCatalogues[locale];
    const mine = flatten(catalogue.messages);
    return [
        ...Object.keys(english)
            .filter(key => key in mine)
            .map((key): [string, string] => [english[key], mine[key]]),
        ...Object.entries(catalogue.texts),
    ];
};

describe('the glossary: one term per concept per language', () => {
    for (const locale of Object.keys(allCatalogues) as OtherLocale[]) {
        const pairs = pairsOf(locale);
        for (const [concept, entry] of Object.entries(GLOSSARY)) {
            it(`${locale}: "${concept}" is always ${entry.terms[locale]}, and that term means nothing else`, () => {
                const term = entry.terms[locale];
                const missing = pairs.filter(
                    ([english, translated]) => entry.en.test(english) && !term.test(translated),
                );
                const borrowed = pairs.filter(
                    ([english, translated]) => term.test(translated) && !(entry.alsoFor ?? entry.en).test(english),
                );
                expect({ missing, borrowed }).toEqual({ missing: [], borrowed: [] });
            });
        }
    }
});
