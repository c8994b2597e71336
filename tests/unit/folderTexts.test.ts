import { describe, expect, it } from 'vitest';
import { flatten } from '../../src/i18n/catalogue';
import { OTHER_LOCALES, type OtherLocale } from '../../src/shared/languages';
import { texts as es } from '../../src/i18n/locales/es/texts';
import { texts as fr } from '../../src/i18n/locales/fr/texts';
import { texts as it_ } from '../../src/i18n/locales/it/texts';
import { texts as zh } from '../../src/i18n/locales/zh/texts';
import { folderTexts } from '../../src/resources/texts.gen';

const catalogueTexts: Record<OtherLocale, Readonly<Record<string, string>>> = { zh, es, fr, it: it_ };

describe("an entity folder's texts", () => {
    for (const locale of OTHER_LOCALES) {
        it(`${locale}: a text two folders word differently has its word elsewhere in the catalogue`, () => {
            const words = new Map<string, Set<string>>();
            for (const texts of Object.values(folderTexts))
                for (const [text, word] of Object.entries(texts[locale]))
                    words.set(text, (words.get(text) ?? new Set()).add(word));
            const unsettled = [...words].filter(([text, set]) => set.size > 1 && !(text in catalogueTexts[locale]));
            expect(unsettled.map(([text]) => text)).toEqual([]);
        });
    }

    // A folder may repeat one language's word where another language words the text its own way.
    it('a folder gives no text the catalogue already words the same in every language', () => {
        const repeats = Object.entries(folderTexts).flatMap(([folder, texts]) =>
            Object.keys(texts.fr)
                .filter(text => OTHER_LOCALES.every(locale => catalogueTexts[locale][text] === texts[locale][text]))
                .map(text => `${folder}: ${text}`),
        );
        expect(repeats).toEqual([]);
    });

    it('every folder translates the same texts and messages in each language', () => {
        const uneven = Object.entries(folderTexts).filter(([, texts]) => {
            const shapes = OTHER_LOCALES.map(locale =>
                JSON.stringify([
                    Object.keys(texts[locale]).sort(),
                    Object.keys(flatten(texts.messages?.[locale] ?? {})),
                ]),
            );
            return new Set(shapes).size > 1;
        });
        expect(uneven.map(([folder]) => folder)).toEqual([]);
    });
});
