// Every relative link in README.md, CHANGELOG.md, server/README.md and docs/**/*.md leads to a file (and heading)
// that exists, and every `npm run X` / `npm X` they name is a script of package.json: the docs stay true as code moves.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
/** npm's own commands, which need no script. */
const NPM_COMMANDS = new Set(['ci', 'install', 'i', 'run', 'exec', 'init', 'view', 'ls', 'outdated', 'update']);

function markdownFiles(): string[] {
    const inDocs = (dir: string): string[] =>
        readdirSync(dir).flatMap(name => {
            const path = join(dir, name);
            if (statSync(path).isDirectory()) return inDocs(path);
            return name.endsWith('.md') ? [path] : [];
        });
    return ['README.md', 'CHANGELOG.md', 'server/README.md']
        .map(name => join(root, name))
        .concat(inDocs(join(root, 'docs')));
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
    heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');

const anchorsIn = (text: string) =>
    new Set([...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm)].map(m => anchorOf(m[1])));

/** The relative links of one Markdown text that lead nowhere, as `target`. */
function brokenLinks(file: string, text: string, exists: (path: string) => boolean, read: (p: string) => string) {
    const broken: string[] = [];
    for (const [, target] of prose(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
        const [path, anchor] = target.split('#');
        const to = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
        if (!exists(to)) broken.push(target);
        else if (anchor && to.endsWith('.md') && !anchorsIn(read(to)).has(anchor)) broken.push(target);
    }
    return broken;
}

/** The text of a Markdown text's code, inline or fenced: where a command is written to be run. */
const code = (text: string) => [...text.matchAll(/^```[\s\S]*?^```|`[^`\n]+`/gm)].map(m => m[0]).join('\n');

/** The npm commands a Markdown text's code names that package.json does not have. */
function unknownCommands(text: string, scripts: Record<string, string>) {
    const named = [...code(text).matchAll(/\bnpm\s+(run\s+)?([a-z][\w:-]*[\w])/g)].map(([, run, name]) =>
        run ? name : NPM_COMMANDS.has(name) ? undefined : name,
    );
    return named.filter((name): name is string => name !== undefined && !(name in scripts));
}

const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
const read = (path: string) => readFileSync(path, 'utf8');

describe('the checks themselves', () => {
    const files: Record<string, string> = { '/r/docs/a.md': '# Adding an entity\n## The `fields` section\n' };
    const exists = (path: string) => path in files || path === '/r/src';
    const check = (text: string) => brokenLinks('/r/README.md', text, exists, path => files[path]);

    it('finds a link to a file that is not there, and passes one that is, web links and code left alone', () => {
        expect(check('[a](docs/a.md) [b](docs/b.md) [web](https://x.org/y.md) `[c](c.md)`')).toEqual(['docs/b.md']);
        expect(check('```\n[c](c.md)\n```\n[src](src)')).toEqual([]);
    });

    it("finds a link to a heading the page does not have, by GitHub's anchors", () => {
        expect(check('[ok](docs/a.md#adding-an-entity) [ok](docs/a.md#the-fields-section)')).toEqual([]);
        expect(check('[gone](docs/a.md#adding-a-page)')).toEqual(['docs/a.md#adding-a-page']);
    });

    it('finds an npm command package.json does not have, npm’s own commands apart', () => {
        expect(unknownCommands('`npm ci && npm start`, `npm run bench`, `npm run bench:nothing`', scripts)).toEqual([
            'bench:nothing',
        ]);
        expect(unknownCommands('`npm test`, `npm install`, `npm run lint`: every npm script', scripts)).toEqual([]);
        expect(unknownCommands('```sh\nnpm run api: the API\nnpm run nothing\n```', scripts)).toEqual(['nothing']);
    });
});

describe.each(markdownFiles().map(file => [relative(root, file), file]))('%s', (_name, file) => {
    const text = read(file);

    it('links only to files and headings that exist', () => {
        expect(brokenLinks(file, text, existsSync, read)).toEqual([]);
    });

    it('names only npm scripts package.json has', () => {
        expect(unknownCommands(text, scripts)).toEqual([]);
    });
});
