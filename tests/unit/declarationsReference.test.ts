// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declarationsReference } from '../../scripts/declarationsReference';

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
});
