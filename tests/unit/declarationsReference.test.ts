// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declarationsReference } from '../../scripts/declarationsReference';
import * as endpoints from '../../src/shared/endpoints';
import * as fields from '../../src/shared/fields';

describe('the declaration language reference', () => {
    it('docs/declarations.md is what the section types say (npm run docs:declarations rewrites it)', () => {
        const committed = readFileSync(new URL('../../docs/declarations.md', import.meta.url), 'utf8');
        expect(committed).toBe(declarationsReference());
    });
    it('documents every section and the one condition form', () => {
        const reference = declarationsReference();
        for (const name of ['AccessSection', 'ApiSection', 'ListSection', 'FormSection', 'ServerSection', 'Condition'])
            expect(reference).toContain(`### ${name}`);
    });
    it('lists every builder a declaration is written with, and the declaration itself', () => {
        const reference = declarationsReference();
        const builders = Object.entries({ ...fields, ...endpoints })
            .filter(([, value]) => typeof value === 'function')
            .map(([name]) => name);
        expect(builders).toEqual(expect.arrayContaining(['statusSwitch', 'createdAt', 'personReference', 'rest']));
        expect(builders.filter(name => !reference.includes(`| \`${name}\` |`))).toEqual([]);
        expect(reference).toContain('`defineResource`');
        expect(reference).toContain('### ACTIONS');
    });
});
