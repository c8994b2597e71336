import { describe, expect, it } from 'vitest';
import { allCatalogues, english as en } from '../../src/i18n/allCatalogues';
import { flatten, messagesOf } from '../../src/i18n/catalogue';
import { gapsOf } from '../../src/i18n/completeness';
import { declaredTexts } from '../../src/i18n/declaredTexts';
import { defineResource } from '../../src/shared/defineResource';
import { get, wholeList } from '../../src/shared/endpoints';
import { text } from '../../src/shared/fields';

const texts = declaredTexts();

describe('translations', () => {
    for (const [locale, catalogue] of Object.entries(allCatalogues)) {
        it(`${locale} has every English key and text, with the same placeholders (npm run i18n:missing lists gaps)`, () => {
            expect(gapsOf(en, texts, catalogue)).toEqual({
                missingKeys: [],
                missingTexts: [],
                placeholderMismatches: [],
            });
        });

        it(`${locale} translates rather than copies English (beyond names and codes)`, () => {
            const mine = flatten(catalogue.messages);
            const english = flatten(en);
            const same = Object.keys(english).filter(
                key => mine[key] === english[key] && /[a-z]{4,} [a-z]{4,}/i.test(english[key]),
            );
            expect(same.length / Object.keys(english).length).toBeLessThan(0.02);
        });
    }

    it('a new declaration text is missing until every language has it', () => {
        const level = defineResource({
            name: 'level',
            title: 'Levels',
            singular: 'Level',
            api: { list: wholeList(get('/level')) },
            fields: { level_name: text({ label: 'Level name', required: 'Please Enter Level Name' }) },
            list: { columns: ['level_name'] },
        });
        const withLevel = declaredTexts([level], []);
        expect(withLevel).toEqual(expect.arrayContaining(['Levels', 'Level name', 'Please Enter Level Name']));
        expect(withLevel).not.toContain('Level');
        expect(gapsOf(en, withLevel, allCatalogues.fr).missingTexts).toEqual([
            'Level name',
            'Levels',
            'Please Enter Level Name',
        ]);
    });

    it('a key missing from a language is reported, and shows English rather than the key', () => {
        const { dashboard: _dropped, ...withoutDashboard } = allCatalogues.it.messages;
        const gaps = gapsOf(en, texts, { ...allCatalogues.it, messages: withoutDashboard });
        expect(gaps.missingKeys).toContain('dashboard.activity_log');
        const shown = flatten(messagesOf(en, { ...allCatalogues.it, messages: withoutDashboard }));
        expect(shown['dashboard.activity_log']).toBe('Student Activity Log');
    });

    it('a translation that drops a placeholder is reported', () => {
        const broken = {
            ...allCatalogues.es,
            messages: {
                ...allCatalogues.es.messages,
                app: { ...(allCatalogues.es.messages.app as object), greeting: 'Hola' },
            },
        };
        expect(gapsOf(en, texts, broken).placeholderMismatches).toEqual(['app.greeting']);
    });
});
