// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeholders } from '../../src/i18n/catalogue';
import { declaredTexts } from '../../src/i18n/declaredTexts';
import { textsWithFolders } from '../../src/i18n/folderTexts';
import { texts as es } from '../../src/i18n/locales/es/texts';
import { texts as fr } from '../../src/i18n/locales/fr/texts';
import { texts as it_ } from '../../src/i18n/locales/it/texts';
import { texts as zh } from '../../src/i18n/locales/zh/texts';
import { checkDeclaration } from '../../src/shared/declarationChecks';
import { pageQuery } from '../../src/shared/endpoints';
import { OTHER_LOCALES } from '../../src/shared/languages';
import { scopedTextKey } from '../../src/shared/textScope';
import { entity as level } from '../../docs/examples/level/entity';
import { texts as levelTexts } from '../../docs/examples/level/texts';
import { entity as membership } from '../../docs/examples/membership/entity';
import { texts as membershipTexts } from '../../docs/examples/membership/texts';
import type { ResourceDeclaration } from '../../src/shared/types';

/**
 * The examples docs/adding-an-entity.md walks through (docs/examples/): the page shows them as they are, their
 * declarations pass the checks made at load, and their texts are complete in every language.
 */
const examples = { level, membership };
const declarationsOf = (entity: typeof level): readonly ResourceDeclaration[] =>
    typeof entity.declarations === 'function' ? entity.declarations([]) : entity.declarations;
const shared = { zh, es, fr, it: it_ };

describe('the examples of adding an entity', () => {
    it('pass the checks the declarations meet when they load', () => {
        for (const entity of Object.values(examples))
            for (const decl of declarationsOf(entity)) expect(checkDeclaration(decl)).toBe(decl);
        // The checks are real: the simple entity's sort on a list that cannot carry one is refused, by name.
        const [simple] = declarationsOf(level);
        const wrong = { ...simple, api: { ...simple.api, list: pageQuery('/level/alldetails') } };
        expect(() => checkDeclaration(wrong)).toThrow(/Entity "level", field "level_name": "sortable"/);
    });

    it('are shown in the page as their files are, whole', () => {
        const page = readFileSync('docs/adding-an-entity.md', 'utf8');
        const blocks = [...page.matchAll(/```tsx?\n\/\/ (docs\/examples\/\S+)\n([\s\S]*?)\n```/g)];
        expect(blocks.map(([, path]) => path)).toEqual(
            expect.arrayContaining(['docs/examples/level/schema.ts', 'docs/examples/membership/server.ts']),
        );
        for (const [, path, body] of blocks) expect(body, path).toBe(readFileSync(path, 'utf8').trimEnd());
    });

    it('translate every text their declarations show, in each language, with the same placeholders', () => {
        const engine = new Set(declaredTexts([], []));
        const folders = { level: levelTexts, membership: membershipTexts };
        for (const [name, entity] of Object.entries(examples)) {
            const own = declaredTexts(declarationsOf(entity), []).filter(text => !engine.has(text));
            for (const locale of OTHER_LOCALES) {
                const texts = { ...shared[locale], ...folders[name as keyof typeof folders][locale] };
                const missing = own.filter(text => !(text in texts));
                expect(missing, `${name} in ${locale}`).toEqual([]);
                for (const text of own) expect(placeholders(texts[text]), text).toEqual(placeholders(text));
            }
        }
    });

    it("word a shared text their own way on their screens: a membership's French 'Active'", () => {
        const names = { membership: ['membership'] };
        const french = textsWithFolders('fr', fr, { membership: membershipTexts }, names);
        expect(french.Active).toBe(fr.Active);
        expect(french[scopedTextKey('membership', 'Active')]).toBe('Active');
        expect(french[scopedTextKey('membership', 'Ended')]).toBeUndefined();
        expect(french.Ended).toBe('Terminée');
    });
});
