import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What the console costs to load, from a build's Vite manifest (`vite build
 * --manifest`): deterministic, so the size budgets are a test. Sizes are gzip
 * (level 9) in kB of 1000 bytes, JavaScript and CSS.
 */

interface ManifestChunk {
    file: string;
    imports?: string[];
    css?: string[];
    isEntry?: boolean;
    isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The sign-in page's own chunk, which the entry starts at once on /login. */
const SIGN_IN = 'src/pages/LoginPage.tsx';
/** What the console loads at once after sign-in, by the module that starts it: the first screen is the dashboard. */
const CONSOLE_SHELL = ['src/boot/ConsoleRoot.tsx', 'src/App.tsx', 'src/boot/firstScreen.ts', 'src/pages/Dashboard.tsx'];
/** The generic list every declared screen shows; a screen's overrides come with it. */
const LIST_VIEW = 'src/schema/views/ResourceList.tsx';

export interface BundleSizes {
    /** The sign-in page's first load: index.html's script, what it preloads, and the sign-in page's chunk. */
    signIn: number;
    /** The first screen after sign-in, in all: the above, the console (router, react-admin, layout, dashboard). */
    firstScreen: number;
    /**
     * Each screen's own chunks: the generic list view's beyond the first screen's; every other lazy part (pages,
     * demos, a list's overrides, editors) beyond the first screen's and the list view's, which the console always
     * fetches early (the sign-in page prefetches it, index.html hints it on every console URL).
     */
    screens: { name: string; kB: number }[];
    /** The files a list opened first needs: the first screen's and the generic list view's. */
    firstListFiles: string[];
}

export const bundleSizes = (dist: string): BundleSizes => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const gzipKB = new Map<string, number>();
    const sizeOf = (file: string) => {
        if (!gzipKB.has(file)) gzipKB.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000);
        return gzipKB.get(file) as number;
    };
    /** Files a module needs before it runs: its chunk, its static imports (transitively) and their CSS. */
    const closure = (keys: readonly string[], into = new Set<string>(), seen = new Set<string>()): Set<string> => {
        for (const key of keys) {
            if (seen.has(key)) continue;
            seen.add(key);
            const chunk = manifest[key];
            if (!chunk) throw new Error(`${key} is not in the build's manifest`);
            into.add(chunk.file);
            chunk.css?.forEach(css => into.add(css));
            closure(chunk.imports ?? [], into, seen);
        }
        return into;
    };
    const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);

    const entry = Object.keys(manifest).find(key => manifest[key].isEntry);
    if (!entry) throw new Error('The manifest has no entry');
    const signIn = closure([entry, SIGN_IN]);
    const shell = closure([entry, ...CONSOLE_SHELL]);
    const own = (keys: string[]) => total([...closure(keys)].filter(file => !shell.has(file)));
    const listView = closure([LIST_VIEW]);
    const beyondList = (keys: string[]) =>
        total([...closure(keys)].filter(file => !shell.has(file) && !listView.has(file)));

    const lazy = Object.keys(manifest).filter(
        key => manifest[key].isDynamicEntry && ![SIGN_IN, ...CONSOLE_SHELL].includes(key),
    );
    const overrides = lazy.filter(key => /^src\/resources\/[^/]+\/overrides\.tsx?$/.test(key));
    const screens = [
        ...lazy
            .filter(key => !overrides.includes(key))
            .map(key => ({ name: key, kB: key === LIST_VIEW ? own([key]) : beyondList([key]) })),
        ...overrides.map(key => ({ name: `${LIST_VIEW} + ${key}`, kB: own([LIST_VIEW, key]) })),
    ];
    return { signIn: total(signIn), firstScreen: total(shell), screens, firstListFiles: [...shell, ...listView] };
};
