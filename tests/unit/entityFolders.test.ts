// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityIndexes } from '../../scripts/entities';
import { entityFolders } from '../../src/shared/entities/entities.gen';

const ROOT = resolve(__dirname, '../..');
/** The code that must not name an entity: the console, the fake API, the seed and the tools (tests name them freely). */
const SCANNED = ['src', 'server', 'fixtures', 'scripts'];

const sourceFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap(name => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === 'vendor' ? [] : sourceFiles(path);
        return /\.(ts|tsx|js)$/.test(name) ? [path] : [];
    });

/** The modules a file imports (static, dynamic and type imports), as paths from the repository's root. */
const importsOf = (file: string): string[] =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map(match =>
        relative(ROOT, resolve(dirname(file), match[1])),
    );

/** The entity folder a path lies in (`src/resources/coach/schema` → coach), if any. */
const entityOf = (path: string): string | undefined => {
    const match = /^src\/resources\/([^/]+)(\/|$)/.exec(path);
    return match && match[1] in entityFolders ? match[1] : undefined;
};

/** Who may import an entity's folder: itself, the generated indexes, and the entities that declare they use it. */
const mayImport = (file: string, entity: string): boolean => {
    if (/\.gen\.ts$/.test(file)) return true;
    const own = entityOf(file);
    return own === entity || (own !== undefined && (entityFolders[own].uses ?? []).includes(entity));
};

describe('an entity is one folder', () => {
    it('the generated indexes list every folder of src/resources (npm run entities)', () => {
        for (const [file, text] of Object.entries(entityIndexes())) {
            expect(readFileSync(join(ROOT, file), 'utf8'), `${file} is stale: run npm run entities`).toBe(text);
        }
    });

    it('a folder with a declaration and no entity.ts is refused', () => {
        const root = mkdtempSync(join(tmpdir(), 'resources-'));
        mkdirSync(join(root, 'room'));
        writeFileSync(join(root, 'room/schema.ts'), '');
        try {
            expect(() => entityIndexes(root)).toThrow('No entity.ts in room');
        } finally {
            rmSync(root, { recursive: true });
        }
    });

    it('nothing outside an entity folder imports from it', () => {
        const naming = SCANNED.flatMap(dir => sourceFiles(join(ROOT, dir))).flatMap(path => {
            const file = relative(ROOT, path);
            return importsOf(path)
                .map(target => ({ target, entity: entityOf(target) }))
                .filter(({ entity }) => entity !== undefined && !mayImport(file, entity))
                .map(({ target }) => `${file} imports ${target}`);
        });
        expect(naming).toEqual([]);
    });

    it('an entity uses only entity folders that exist', () => {
        const used = Object.values(entityFolders).flatMap(entity => entity.uses ?? []);
        expect(used.filter(name => !(name in entityFolders))).toEqual([]);
    });
});
