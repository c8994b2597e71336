import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleSizes } from './bundleSizes';
import { measureSignInFetch } from './signInFetch';
import { recordRun } from './kit/record';
import { requireChromium } from '../scripts/chromium.js';

/**
 * `npm run bench:bundle` (after `npm run build`): what the console costs to
 * load. "First load" is what the login page fetches: the entry script and the
 * chunks index.html preloads; every other chunk loads when its screen is visited.
 * `--record` appends the figures to bench/runs/bundle.json (sizes, so the machine does not matter).
 */
const dist = 'dist';
const html = await readFile(join(dist, 'index.html'), 'utf8');
const firstLoad = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map(m => m[1]));
const files = (await readdir(join(dist, 'assets'))).filter(f => f.endsWith('.js'));

const rows = await Promise.all(
    files.map(async file => {
        const bytes = await readFile(join(dist, 'assets', file));
        return {
            file,
            kB: bytes.length / 1024,
            gzipKB: gzipSync(bytes, { level: 9 }).length / 1024,
            first: firstLoad.has(file),
        };
    }),
);
rows.sort((a, b) => b.gzipKB - a.gzipKB);

const kb = (n: number) => n.toFixed(1).padStart(8);
console.log(`${'chunk'.padEnd(44)} ${'min kB'.padStart(8)} ${'gzip kB'.padStart(8)}  first load`);
for (const r of rows) console.log(`${r.file.padEnd(44)} ${kb(r.kB)} ${kb(r.gzipKB)}  ${r.first ? 'yes' : ''}`);
const total = (pick: (r: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((sum, r) => sum + r.gzipKB, 0);
console.log(
    `\nfirst load (login page): ${total(r => r.first).toFixed(1)} kB gzip; everything: ${total(() => true).toFixed(1)} kB gzip`,
);

// The size budgets (tests/e2e/budgets.spec.ts), in kB of 1000 bytes.
const sizes = bundleSizes(dist);
const biggest = sizes.screens.reduce((a, b) => (b.kB > a.kB ? b : a));
console.log(
    `budgets: sign-in ${sizes.signIn.toFixed(1)} / 170, first screen ${sizes.firstScreen.toFixed(1)} / 330, ` +
        `largest lazy part ${biggest.kB.toFixed(1)} / 150 (${biggest.name})`,
);

// What the browser really asks for before the sign-in page can be used: the budget a first visit pays (170 kB gzip).
const fetched = await measureSignInFetch(dist, Number(process.env.BENCH_CONSOLE_PORT ?? 5483), requireChromium());
console.log(
    `sign-in page, as the browser fetched it before its Sign In button showed: ${fetched.files.length} files, ` +
        `${fetched.gzipKB.toFixed(1)} kB gzip (shown at ${Math.round(fetched.shownAtMs)} ms)`,
);
await recordRun('bundle', {
    rounds: 1,
    figures: {
        signInFiles: fetched.files.length,
        signInKB: +fetched.gzipKB.toFixed(1),
        firstScreenKB: +sizes.firstScreen.toFixed(1),
        largestLazyKB: +biggest.kB.toFixed(1),
        largestLazy: biggest.name,
    },
});
