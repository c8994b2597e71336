import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Plugin, type PreviewServer } from 'vite';
import { benchPorts, consoleSession, serveBuild, startConsoleApi } from './kit/apps';
import { firstRowRun, type FirstRowRun, type FirstRowTarget } from './kit/firstRow';
import { busySince, cpuSample, median, pause } from './kit/machine';
import { recordRun } from './kit/record';

/**
 * `npm run bench:ui`: what each hand-drawn copy of a MUI or react-admin component buys on its own, against the
 * 5% rule (docs/ui-kit.md). The console is built as it is, and once more per copy with that one module swapped
 * (a Vite resolver) for a library-backed version of it kept in bench/ui-library/. Every build then takes turns
 * on the same port and the same fake API, one run each per round, the order turning each round, so all see the
 * same machine: a run is bench:render's (fresh headless Chromium, time to the first live row of /event cold and
 * warm, the JS heap after GC). "again" is the console's own build run as a second target: how far two identical
 * builds read apart on this machine, the noise under every ratio.
 *
 * The last table is each library version's median over the console's: a copy pays when its library version is at
 * least 1.05x the console's main-thread CPU time to the row, cold or warm, or its settled heap, on a quiet machine.
 * `--record` appends the run to bench/runs/ui.json.
 * UI_COPIES=hint,row picks copies (hint+row swaps those in one build); UI_RUNS sets the rounds.
 */
const RUNS = Number(process.env.UI_RUNS ?? 7);
// bench:render's ports (BENCH_API_PORT, BENCH_CONSOLE_PORT): one console is served at a time, no minimal app.
const { api: API_PORT, console: CONSOLE_PORT } = benchPorts({
    api: 3311,
    minimalApi: 3312,
    console: 5481,
    minimal: 5482,
});
/** A copy pays when its library version is at least this much slower (CPU, cold or warm) or heavier (heap). */
const PAYS = 1.05;

const root = resolve(import.meta.dirname, '..');
const library = join(root, 'bench/ui-library');

/** Each copy: the console's module, and the file in bench/ui-library/ that draws it with the library. */
const COPIES: Record<string, { module: string; variant: string }> = {
    row: { module: 'src/ui/ListRow.tsx', variant: 'ListRow.tsx' },
    hint: { module: 'src/ui/HintButton.tsx', variant: 'HintButton.tsx' },
    appbar: { module: 'src/ui/TopBar.tsx', variant: 'TopBar.tsx' },
    search: { module: 'src/ui/SearchBox.tsx', variant: 'SearchBox.tsx' },
    sidebar: { module: 'src/ui/SidebarLink.tsx', variant: 'SidebarLink.tsx' },
};
// A name joining copies with "+" (hint+row) builds them swapped together: what they hold between them.
const chosen = (process.env.UI_COPIES ?? Object.keys(COPIES).join(',')).split(',').filter(Boolean);
const partsOf = (name: string) => name.split('+');
for (const part of chosen.flatMap(partsOf))
    if (!COPIES[part]) throw new Error(`No copy "${part}": ${Object.keys(COPIES).join(', ')}`);

/** Resolves each copy's module to its library version, except for imports from bench/ui-library/ (which may reuse it). */
const swap = (names: string[]): Plugin => {
    const variants = new Map(names.map(name => [join(root, COPIES[name].module), join(library, COPIES[name].variant)]));
    return {
        name: 'ui-bench-swap',
        enforce: 'pre',
        async resolveId(source, importer, options) {
            if (!importer || importer.startsWith(library)) return null;
            const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
            return (resolved && variants.get(resolved.id)) ?? null;
        },
    };
};

const dir = await mkdtemp(join(tmpdir(), 'ui-bench-'));
let apiClose: (() => Promise<void>) | undefined;
let served: PreviewServer | undefined;

const buildConsole = (outDir: string, plugins: Plugin[]) =>
    build({
        root,
        configFile: join(root, 'vite.config.ts'),
        plugins,
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true },
    });

/** The builds' names in the order of round `i`: turned by one each round, so none always follows the same one. */
const order = (names: string[], i: number) => names.map((_, k) => names[(k + i) % names.length]);

/** Each figure's median over the console's: time to the row, heap, and main-thread CPU time to the row. */
const ratiosOf = (runs: FirstRowRun[], base: FirstRowRun[]) => {
    const of = (pick: (run: FirstRowRun) => number) => +(median(runs.map(pick)) / median(base.map(pick))).toFixed(3);
    return {
        cold: of(r => r.cold.live),
        warm: of(r => r.warm.live),
        heap: of(r => r.heap),
        // Main-thread CPU time to the row: barely moved by the machine's other work, where the times to the row are.
        cpuCold: of(r => r.cold.cpu),
        cpuWarm: of(r => r.warm.cpu),
    };
};

const ratioLine = (name: string, runs: FirstRowRun[], base: FirstRowRun[]) => {
    const { cold, warm, heap, cpuCold: coldCpu, cpuWarm: warmCpu } = ratiosOf(runs, base);
    const pays = coldCpu >= PAYS || warmCpu >= PAYS || heap >= PAYS ? 'pays' : 'does not pay';
    const verdict = name === 'again' ? '(the same build: the noise)' : pays;
    const x = (n: number) => `${n.toFixed(3)}x`.padStart(8);
    const dom = Math.round(median(runs.map(r => r.dom)));
    return `${name.padEnd(9)}${x(cold)}${x(warm)}${x(heap)}${x(coldCpu)}${x(warmCpu)}${String(dom).padStart(7)}   ${verdict}`;
};

try {
    process.env.VITE_API_URL = `http://localhost:${API_PORT}`;
    const builds = ['console', 'again', ...chosen];
    process.stdout.write(`building the console and ${chosen.length} library versions`);
    await buildConsole(join(dir, 'console'), []);
    for (const name of chosen) {
        await buildConsole(join(dir, name), [swap(partsOf(name))]);
        process.stdout.write('.');
    }
    process.stdout.write('\n');
    const outDir = (name: string) => join(dir, name === 'again' ? 'console' : name);

    const api = await startConsoleApi(dir, API_PORT, CONSOLE_PORT);
    apiClose = api.close;
    const firstPage = await api.call<{ data: { docs: { event_name: string }[] } }>('/event/alldetails', {
        page: 1,
        limit: 10,
        search: '',
        sortBy: null,
        sortOrder: 'asc',
    });
    const target: FirstRowTarget = {
        name: 'console',
        url: `http://localhost:${CONSOLE_PORT}/event`,
        storage: consoleSession(api.token),
        marker: firstPage.data.docs[0].event_name,
        listPath: '/event/alldetails',
    };

    const results = new Map<string, FirstRowRun[]>(builds.map(name => [name, []]));
    const idle = cpuSample();
    await pause(2000);
    const busyBefore = busySince(idle);
    const during = cpuSample();
    for (let i = 0; i < RUNS; i++) {
        for (const name of order(builds, i)) {
            // One build served at a time, on the port the API lets in.
            served = await serveBuild(root, outDir(name), CONSOLE_PORT);
            results.get(name)!.push(await firstRowRun(target));
            await served.close();
            served = undefined;
        }
        process.stdout.write('.');
    }
    const busyDuring = busySince(during);
    process.stdout.write('\n');

    console.log(
        `UI kit bench: first live row of /event, ${RUNS} rounds, each build once a round (order turning), fresh headless Chromium, 1280x800`,
    );
    console.log(
        `machine: ${cpus().length} CPUs, busy ${busyBefore} in the 2 s before the runs, ${busyDuring} during them (the bench's own browser included)\n`,
    );
    const base = results.get('console')!;
    const ms = (n: number) => `${Math.round(n)}`.padStart(7);
    const heads = ['cold', 'warm', 'cpu c', 'cpu w'].map(head => head.padStart(7)).join('');
    console.log(`${'build'.padEnd(9)}${heads}   heap MiB (medians; ms, cpu = main-thread CPU time to the row)`);
    for (const name of builds) {
        const runs = results.get(name)!;
        const figures = [r => r.cold.live, r => r.warm.live, r => r.cold.cpu, r => r.warm.cpu] as ((
            r: FirstRowRun,
        ) => number)[];
        console.log(
            `${name.padEnd(9)}${figures.map(pick => ms(median(runs.map(pick)))).join('')}   ${median(runs.map(r => r.heap)).toFixed(2)}`,
        );
    }
    console.log(`\nlibrary version / console (medians); a copy pays at ${PAYS}x cpu cold or warm, or heap`);
    const columns = ['cold', 'warm', 'heap', 'cpu c', 'cpu w'].map(head => head.padStart(8)).join('');
    console.log(`${'copy'.padEnd(9)}${columns}${'DOM'.padStart(7)}`);
    for (const name of builds.slice(1)) console.log(ratioLine(name, results.get(name)!, base));
    const heapMiB = Object.fromEntries(
        builds.map(name => [name, +median(results.get(name)!.map(r => r.heap)).toFixed(2)]),
    );
    const ratios = Object.fromEntries(builds.slice(1).map(name => [name, ratiosOf(results.get(name)!, base)]));
    await recordRun('ui', { machine: { cpus: cpus().length, busyBefore, busyDuring }, rounds: RUNS, heapMiB, ratios });
} finally {
    await served?.close();
    await apiClose?.();
    await rm(dir, { recursive: true, force: true });
}
