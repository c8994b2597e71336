import type { Plugin } from 'vite';
import { IDLE_FILES_ID } from '../../src/pageData.ts';
import { PHONE_MEDIA } from '../../src/schema/breakpoints.ts';

/**
 * What the console runs on any URL but /login, started by the entry (src/main.tsx, src/boot): the first screen's
 * module (it asks for the list), the router, the app and the generic list screen.
 */
const BOOT_MODULES = [
    'src/boot/firstScreen.ts',
    'src/boot/ConsoleRoot.tsx',
    'src/App.tsx',
    'src/schema/views/ResourceList.tsx',
];

/** What a list draws on a phone's width instead of its table (src/schema/views/ListTable.tsx). */
const PHONE_MODULES = ['src/schema/views/PhoneList.tsx'];

/**
 * What follows the first list (src/boot/idleFiles.ts): the add/edit modal's code, fetched once the list is shown and
 * the browser idle, and run when idle again, so the first modal opens at once.
 */
const IDLE_MODULES = ['src/schema/views/FormDialog.tsx'];

interface ChunkLike {
    type: 'chunk';
    fileName: string;
    imports: string[];
    isEntry: boolean;
    facadeModuleId: string | null;
}

const isChunk = (item: unknown): item is ChunkLike => (item as { type?: unknown }).type === 'chunk';

/**
 * Opening the console on any URL but /login, the entry starts the first
 * screen's chunk (src/boot), which asks for the list, then the console
 * (router, react-admin, layout, the generic list screen). Vite asks for a
 * dynamic chunk's imports only once the entry has arrived and run, so their
 * files came in a second and third wave behind it. This plugin writes their
 * whole static import graph into index.html as modulepreload hints that a
 * tiny inline script adds before the entry runs, except on /login, whose
 * first load stays as it was (it prefetches the console when idle). Since
 * the list is no longer painted early, the console's own code is the list's
 * critical path: fetched beside the first screen's, it does not wait
 * behind it (`npm run bench:render` shows the difference).
 */
export const consoleBootHints = (): Plugin => {
    let base = '/';
    return {
        name: 'console-boot-hints',
        apply: 'build',
        configResolved(config) {
            base = config.base;
        },
        transformIndexHtml: {
            order: 'post',
            handler(html, { bundle }) {
                if (!bundle) return html;
                const chunks: ChunkLike[] = Object.values(bundle as Record<string, unknown>).filter(isChunk);
                const byFile = new Map(chunks.map(c => [c.fileName, c]));
                const graphOf = (start: ChunkLike, into: Set<string>) => {
                    if (into.has(start.fileName)) return;
                    into.add(start.fileName);
                    for (const file of start.imports) {
                        const next = byFile.get(file);
                        if (next) graphOf(next, into);
                    }
                };
                // What the entry loads already (Vite's own modulepreload links) is left out.
                const entryFiles = new Set<string>();
                chunks.filter(c => c.isEntry).forEach(c => graphOf(c, entryFiles));
                const chunkOf = (module: string) => {
                    const chunk = chunks.find(c => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
                    if (!chunk) throw new Error(`console-boot-hints: no chunk for ${module}`);
                    return chunk;
                };
                const files = new Set<string>();
                for (const module of BOOT_MODULES) graphOf(chunkOf(module), files);
                const hinted = [...files].filter(file => !entryFiles.has(file)).map(file => `${base}${file}`);
                const phone = new Set<string>();
                for (const module of PHONE_MODULES) graphOf(chunkOf(module), phone);
                const phoneHinted = [...phone]
                    .filter(file => !entryFiles.has(file) && !files.has(file))
                    .map(file => `${base}${file}`);
                // On a phone's width, the phone list's files too: found only once the list draws, they came last.
                const script =
                    `if(location.pathname!=='/login'){const p=f=>{const l=document.createElement('link');` +
                    `l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)};` +
                    `for(const f of ${JSON.stringify(hinted)})p(f);` +
                    `if(matchMedia(${JSON.stringify(PHONE_MEDIA)}).matches)for(const f of ${JSON.stringify(phoneHinted)})p(f)}`;
                const idle = new Set<string>();
                for (const module of IDLE_MODULES) graphOf(chunkOf(module), idle);
                const idleFiles = [...idle]
                    .filter(file => !entryFiles.has(file) && !files.has(file))
                    .map(file => `${base}${file}`);
                return {
                    html,
                    tags: [
                        { tag: 'script', children: script, injectTo: 'head' },
                        {
                            tag: 'script',
                            attrs: { type: 'application/json', id: IDLE_FILES_ID },
                            // A URL cannot close the element: `<` is escaped.
                            children: JSON.stringify(idleFiles).replaceAll('<', '\\u003c'),
                            injectTo: 'body',
                        },
                    ],
                };
            },
        },
    };
};
