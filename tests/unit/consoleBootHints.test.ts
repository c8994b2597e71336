import type { IndexHtmlTransformContext, IndexHtmlTransformHook, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { consoleBootHints } from '../../scripts/vite/consoleBootHints';
import { createTheme } from '@mui/material/styles';
import { IDLE_FILES_ID } from '../../src/pageData';
import { PHONE_MEDIA } from '../../src/schema/breakpoints';
import { theme } from '../../src/layout/theme';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    facadeModuleId,
    isEntry,
});

const bundle = Object.fromEntries(
    [
        chunk('assets/index.js', ['assets/react.js'], '/p/src/main.tsx', true),
        chunk('assets/react.js', []),
        chunk('assets/ConsoleRoot.js', ['assets/react.js', 'assets/router.js'], '/p/src/boot/ConsoleRoot.tsx'),
        chunk('assets/router.js', []),
        chunk('assets/App.js', ['assets/react.js', 'assets/ra.js'], '/p/src/App.tsx'),
        chunk('assets/ra.js', ['assets/mui.js']),
        chunk('assets/mui.js', []),
        chunk('assets/firstScreen.js', ['assets/decls.js'], '/p/src/boot/firstScreen.ts'),
        chunk('assets/decls.js', []),
        chunk('assets/ResourceList.js', ['assets/ra.js', 'assets/table.js'], '/p/src/schema/views/ResourceList.tsx'),
        chunk('assets/table.js', []),
        chunk('assets/NoteEditor.js', ['assets/prosemirror.js'], '/p/src/resources/note/NoteEditor.tsx'),
        chunk('assets/FormDialog.js', ['assets/ra.js', 'assets/inputs.js'], '/p/src/schema/views/FormDialog.tsx'),
        chunk('assets/inputs.js', ['assets/rules.js', 'assets/react.js']),
        chunk('assets/rules.js', []),
        chunk('assets/prosemirror.js', []),
        chunk('assets/PhoneList.js', ['assets/ra.js', 'assets/listItem.js'], '/p/src/schema/views/PhoneList.tsx'),
        chunk('assets/listItem.js', []),
    ].map(c => [c.fileName, c]),
);

const htmlTags = () => {
    const plugin = consoleBootHints();
    (plugin.configResolved as (c: Pick<ResolvedConfig, 'base'>) => void)({ base: '/' });
    const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
    const result = handler.call(undefined as never, '<html></html>', {
        bundle,
    } as unknown as IndexHtmlTransformContext) as {
        tags: Array<{ children: string; injectTo: string; attrs?: Record<string, string> }>;
    };
    expect(result.tags).toHaveLength(2);
    return result.tags;
};

const hintsScript = (): string => {
    const [hints] = htmlTags();
    expect(hints.injectTo).toBe('head');
    return hints.children;
};

describe("console boot hints (the first screen's chunks start with the entry)", () => {
    it("hints the whole static graph of the first screen, the app and the list screen, minus the entry's own; no other lazy screen", () => {
        const files = JSON.parse(/for\(const f of (\[.*?\])\)/.exec(hintsScript())![1]) as string[];
        expect(files.sort()).toEqual(
            [
                '/assets/firstScreen.js',
                '/assets/decls.js',
                '/assets/ConsoleRoot.js',
                '/assets/router.js',
                '/assets/App.js',
                '/assets/ra.js',
                '/assets/mui.js',
                '/assets/ResourceList.js',
                '/assets/table.js',
            ].sort(),
        );
    });

    const runHints = (pathname: string, media = '(min-width:1280px)') => {
        const added: string[] = [];
        new Function('location', 'document', 'matchMedia', hintsScript())(
            { pathname },
            {
                createElement: () => ({}),
                head: { appendChild: (l: { rel: string; href: string }) => added.push(`${l.rel} ${l.href}`) },
            },
            (query: string) => ({ matches: query === media }),
        );
        return added;
    };

    it('adds nothing on /login, whose first load stays light', () => {
        expect(runHints('/login')).toEqual([]);
        const added = runHints('/event');
        expect(added).toContain('modulepreload /assets/firstScreen.js');
        expect(added).toHaveLength(9);
    });

    it("adds the phone list's own files at a phone's width only, the query MUI's own for the theme", () => {
        const phone = runHints('/event', PHONE_MEDIA);
        expect(phone.slice(9)).toEqual(['modulepreload /assets/PhoneList.js', 'modulepreload /assets/listItem.js']);
        expect(runHints('/login', PHONE_MEDIA)).toEqual([]);
        expect(`@media ${PHONE_MEDIA}`).toBe(createTheme(theme).breakpoints.down('sm'));
    });

    it("lists the add/edit modal's files beyond the boot's, inert, for the cache once a list is shown", () => {
        const [, idle] = htmlTags();
        expect(idle.attrs).toEqual({ type: 'application/json', id: IDLE_FILES_ID });
        expect(JSON.parse(idle.children)).toEqual(['/assets/FormDialog.js', '/assets/inputs.js', '/assets/rules.js']);
    });
});
