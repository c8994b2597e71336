import { describe, expect, it } from 'vitest';
import { type ChunkFacts, layersOf } from '../../scripts/vite/bootChunks';

/** A chunk of a first build: `starts` is the module a lazy chunk (or the entry) is named after. */
const chunk = (
    fileName: string,
    imports: string[],
    moduleIds: string[],
    starts?: string,
    isEntry = false,
): ChunkFacts => ({
    fileName,
    imports,
    moduleIds: starts ? [starts, ...moduleIds] : moduleIds,
    facadeModuleId: starts ?? null,
    isEntry,
    isDynamicEntry: Boolean(starts) && !isEntry,
});

const p = (path: string) => `/p/${path}`;
const chunks: ChunkFacts[] = [
    chunk('index.js', ['react.js'], [p('src/main.tsx'), p('src/config.ts')], p('index.html'), true),
    chunk('react.js', [], [p('node_modules/react/index.js')]),
    chunk('LoginPage.js', ['react.js', 'form.js', 'card.js'], [], p('src/pages/LoginPage.tsx')),
    chunk('form.js', ['react.js'], [p('node_modules/react-hook-form/index.js')]),
    chunk('card.js', [], [p('src/pages/PublicCard.tsx')]),
    chunk('firstScreen.js', ['decls.js', 'table.js'], [], p('src/boot/firstScreen.ts')),
    chunk('decls.js', ['form.js'], [p('src/shared/entities/declarations.ts')]),
    chunk('table.js', ['react.js'], [p('node_modules/@mui/material/Table.js')]),
    chunk('ConsoleRoot.js', ['router.js'], [], p('src/boot/ConsoleRoot.tsx')),
    chunk('App.js', ['ra.js', 'decls.js'], [], p('src/App.tsx')),
    chunk('Dashboard.js', ['ra.js'], [], p('src/pages/Dashboard.tsx')),
    chunk('ResourceList.js', ['ra.js', 'cells.js'], [], p('src/schema/views/ResourceList.tsx')),
    chunk('cells.js', [], [p('node_modules/dompurify/index.js'), p('src/schema/views/cells.tsx')]),
    chunk('router.js', [], [p('node_modules/react-router/index.js')]),
    chunk('ra.js', ['router.js', 'table.js'], [p('node_modules/ra-core/index.js'), p('node_modules/ra-ui/index.js')]),
    chunk('NoteEditor.js', ['prosemirror.js', 'ra.js'], [], p('src/demos/todo/NoteEditor.tsx')),
    chunk('prosemirror.js', [], [p('node_modules/prosemirror/index.js')]),
];

describe('the first load in layers (boot chunks)', () => {
    const layers = layersOf(chunks);

    it("puts each common chunk's modules in the first layer that needs them", () => {
        expect(layers.get(p('node_modules/react/index.js'))).toBe('boot');
        // Needed by the sign-in page and by the first screen: loaded once, by both.
        expect(layers.get(p('node_modules/react-hook-form/index.js'))).toBe('shared');
        expect(layers.get(p('src/pages/PublicCard.tsx'))).toBe('signIn');
        expect(layers.get(p('src/shared/entities/declarations.ts'))).toBe('screen');
        expect(layers.get(p('node_modules/@mui/material/Table.js'))).toBe('screen');
        expect(layers.get(p('node_modules/react-router/index.js'))).toBe('console');
        expect(layers.get(p('node_modules/ra-core/index.js'))).toBe('console');
        expect(layers.get(p('node_modules/ra-ui/index.js'))).toBe('console');
        // The generic list screen's own imports in one chunk, not a wave of small files after it; the console's stay its.
        expect(layers.get(p('node_modules/dompurify/index.js'))).toBe('list');
        expect(layers.get(p('src/schema/views/cells.tsx'))).toBe('list');
    });

    it("puts what shares the entry's chunk in the boot layer (one file, not small ones split off between them)", () => {
        expect(layers.get(p('src/config.ts'))).toBe('boot');
    });

    it('leaves the entry, each lazy screen and what only lazy screens need where Rolldown put them', () => {
        for (const id of [
            'index.html',
            'src/main.tsx',
            'src/App.tsx',
            'src/boot/firstScreen.ts',
            'src/pages/LoginPage.tsx',
        ]) {
            expect(layers.has(p(id))).toBe(false);
        }
        expect(layers.has(p('node_modules/prosemirror/index.js'))).toBe(false);
    });

    it('says which module it could not find instead of building without layers', () => {
        expect(() => layersOf(chunks.filter(c => c.fileName !== 'LoginPage.js'))).toThrow('src/pages/LoginPage.tsx');
    });
});
