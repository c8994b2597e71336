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
        it(`${locale}: each text is translated in one place, its folder or the catalogue`, () => {
            const places = new Map<string, string[]>();
            const add = (text: string, place: string) => places.set(text, [...(places.get(text) ?? []), place]);
            Object.keys(catalogueTexts[locale]).forEach(text => add(text, 'catalogue'));
            for (const [folder, texts] of Object.entries(folderTexts)) {
                Object.keys(texts[locale]).forEach(text => add(text, folder));
            }
            expect([...places].filter(([, where]) => where.length > 1)).toEqual([]);
        });
    }

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
