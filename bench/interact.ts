import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
    benchPorts,
    consoleSession,
    launchBrowser,
    MINIMAL_SESSION,
    minimalEvents,
    serveApps,
    type ServedApps,
} from './kit/apps';
import { alternate, busySince, cpuSample, median, pause } from './kit/machine';
import { recordRun } from './kit/record';
import { followRequests } from './kit/settle';
import { FIRST_CELL, STOPWATCH, timeIt } from './kit/stopwatch';

/**
 * `npm run bench:interact`: what a user does after the first screen, timed in the console's /event and in the
 * bare react-admin app of bench/minimal-admin (its posts-like event list with react-admin's stock Edit and Create
 * screens). Both are built and served as `npm run bench:render` serves them; each run is a fresh headless
 * Chromium, signed in, at the list, settled (no request left, then 1 s, as a user reads the list). Each figure is
 * in-page time from the click (or the typed term's input, or the chosen file) to the frame after the result is
 * in the DOM. Runs alternate between the apps; medians of INTERACT_RUNS (7), the ratios (console / minimal) last.
 * The minimal app has no CSV import: the console's import preview is printed alone.
 * Numbers are indicative only: a benchmark, never a test. `--record` appends the run to bench/runs/interact.json.
 */
const RUNS = Number(process.env.INTERACT_RUNS ?? 7);
const PORTS = benchPorts({ api: 3331, minimalApi: 3332, console: 5501, minimal: 5502 });
const IMPORT_ROWS = 1000;

const STEPS = [
    ['next page', 'click -> new first row'],
    ['sort', 'click a column head -> reordered first row'],
    ['edit, first open', "click the first row's edit -> name field filled"],
    ['edit, again', 'the same, after closing it'],
    ['save', 'Update -> form closed and the row shows the change'],
    ['search', 'a typed term -> the filtered first row'],
    ['open add', 'click Add -> empty name field'],
    ['import preview', `a ${IMPORT_ROWS.toLocaleString('en')}-row CSV chosen -> its preview counted`],
] as const;
type Step = (typeof STEPS)[number][0];

/** What differs between the two apps: where things are, and how a form is left. */
interface Target {
    name: 'console' | 'minimal';
    url: string;
    storage: Record<string, string>;
    sortHead: string;
    openFirst: (page: Page) => Promise<void>;
    closeForm: (page: Page) => Promise<void>;
    saveLabel: string;
    search: string;
    add: (page: Page) => Locator;
    /** A term found beyond the first pages. */
    term: string;
    importCsv?: string;
}

const nameField = `document.querySelector('input[name="event_name"]')`;
const atList = async (page: Page) => {
    await page.locator('input[name="event_name"]').waitFor({ state: 'detached' });
    await page.locator('table tbody tr.RaDataTable-row').first().waitFor();
};

const runOnce = async (target: Target, into: Map<Step, number[]>) => {
    const browser = await launchBrowser();
    try {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
        const storage = `for (const [k, v] of Object.entries(${JSON.stringify(target.storage)})) localStorage.setItem(k, v);`;
        await context.addInitScript({ content: storage + STOPWATCH });
        const page = await context.newPage();
        // Settled is judged without the console's live stream, which stays open (bench/kit/settle.ts).
        const { settled } = followRequests(page);
        await page.goto(target.url);
        await page.locator('table tbody tr.RaDataTable-row').first().waitFor({ timeout: 60_000 });
        await settled();
        await pause(1000);

        const took = (step: Step, ms: number) => into.get(step)!.push(ms);
        const firstCell = async () => (await page.evaluate(FIRST_CELL)) as string;
        const changedFrom = (before: string) => `(${FIRST_CELL}) && (${FIRST_CELL}) !== ${JSON.stringify(before)}`;

        let before = await firstCell();
        const next = page.getByRole('button', { name: 'Go to next page' });
        took('next page', await timeIt(page, 'click', changedFrom(before), () => next.click()));
        before = await firstCell();
        const head = page.locator('table thead').getByText(target.sortHead, { exact: true });
        took('sort', await timeIt(page, 'click', changedFrom(before), () => head.click()));

        const name = await firstCell();
        const filled = `${nameField}?.value === ${JSON.stringify(name)}`;
        took('edit, first open', await timeIt(page, 'click', filled, () => target.openFirst(page)));
        await target.closeForm(page);
        await atList(page);
        took('edit, again', await timeIt(page, 'click', filled, () => target.openFirst(page)));

        const renamed = `${name} saved`;
        await page.locator('input[name="event_name"]').fill(renamed);
        const shown = `!${nameField} && [...document.querySelectorAll('tr.RaDataTable-row td')].some(td => td.textContent === ${JSON.stringify(renamed)})`;
        const save = page.getByRole('button', { name: target.saveLabel, exact: true });
        took('save', await timeIt(page, 'click', shown, () => save.click()));

        const found = `(${FIRST_CELL} ?? '').includes(${JSON.stringify(target.term)})`;
        const search = page.locator(target.search);
        took('search', await timeIt(page, 'input', found, () => search.fill(target.term)));

        const add = target.add(page);
        took('open add', await timeIt(page, 'click', `${nameField}?.value === ''`, () => add.click()));
        await target.closeForm(page);
        await atList(page);

        if (target.importCsv) {
            await page.getByRole('button', { name: 'Import CSV' }).click();
            const file = page.getByRole('dialog', { name: 'Import from CSV' }).locator('input[type="file"]');
            const counted = `[...document.querySelectorAll('[role="dialog"] [role="status"]')].some(s => /^1[,.\\s]?000 valid rows/.test(s.textContent))`;
            const csv = { name: 'events.csv', mimeType: 'text/csv', buffer: Buffer.from(target.importCsv) };
            took('import preview', await timeIt(page, 'change', counted, () => file.setInputFiles(csv)));
        }
    } finally {
        await browser.close();
    }
};

const importCsv = (rows: number) =>
    ['Event Name,Description,Event Color']
        .concat(Array.from({ length: rows }, (_, i) => `Imported event ${i + 1},Row ${i + 1} of the bench,#ffcdd2`))
        .join('\n');

const targetsOf = async (apps: ServedApps): Promise<Target[]> => {
    const page3 = await apps.call<{ data: { docs: { event_name: string }[] } }>('/event/alldetails', {
        page: 3,
        limit: 10,
        search: '',
        sortBy: null,
        sortOrder: 'asc',
    });
    const dialog = (page: Page) => page.getByRole('dialog');
    return [
        {
            name: 'console',
            url: `${apps.consoleUrl}/event`,
            storage: consoleSession(apps.token),
            sortHead: 'Name',
            openFirst: page => page.locator('table tbody tr').first().getByRole('button', { name: 'Edit' }).click(),
            closeForm: page => dialog(page).getByRole('button', { name: 'Cancel' }).click(),
            saveLabel: 'Update',
            search: 'input[name="q"]',
            add: page => page.getByRole('button', { name: 'Add', exact: true }),
            term: page3.data.docs[0].event_name,
            importCsv: importCsv(IMPORT_ROWS),
        },
        {
            name: 'minimal',
            url: `${apps.minimalUrl}/event`,
            storage: MINIMAL_SESSION,
            sortHead: 'Event',
            openFirst: page => page.locator('table tbody tr td').first().click(),
            closeForm: async page => void (await page.goBack()),
            saveLabel: 'Save',
            search: 'input[name="q"]',
            // react-admin's CreateButton is a link.
            add: page => page.getByRole('link', { name: 'Create', exact: true }),
            term: 'Minimal event 500',
        },
    ];
};

const report = (targets: Target[], results: Map<string, Map<Step, number[]>>, busy: [string, string]) => {
    const ms = (n: number) => (Number.isNaN(n) ? '-' : `${Math.round(n)}`).padStart(9);
    console.log(
        `Interaction bench: /event in each app, ${RUNS} runs each (alternating), a fresh headless Chromium per run, 1280x800; in-page ms from the click (input, file) to the frame after the result is in the DOM, medians`,
    );
    console.log(
        `machine: ${cpus().length} CPUs, busy ${busy[0]} in the 2 s before the runs, ${busy[1]} during them (the bench's own browser included)\n`,
    );
    console.log(`${'interaction'.padEnd(18)}${targets.map(t => t.name.padStart(9)).join('')}   what`);
    const medians = (target: string, step: Step) => median(results.get(target)!.get(step)!);
    for (const [step, what] of STEPS)
        console.log(`${step.padEnd(18)}${targets.map(t => ms(medians(t.name, step))).join('')}   ${what}`);
    console.log(`(the minimal app has no CSV import: the console's import preview has no counterpart)\n`);
    const ratios = STEPS.filter(([step]) => step !== 'import preview').map(
        ([step]) => `${step} ${(medians('console', step) / medians('minimal', step)).toFixed(2)}x`,
    );
    console.log(`ratios (console / minimal): ${ratios.join(', ')}`);
    const figures = STEPS.map(([step]) => {
        const [ours, bare] = [medians('console', step), medians('minimal', step)];
        const ratio = Number.isNaN(bare) ? undefined : +(ours / bare).toFixed(2);
        return [step, { console: Math.round(ours), minimal: Number.isNaN(bare) ? undefined : Math.round(bare), ratio }];
    });
    return Object.fromEntries(figures);
};

const dir = await mkdtemp(join(tmpdir(), 'interact-bench-'));
let apps: ServedApps | undefined;
try {
    apps = await serveApps(dir, PORTS, minimalEvents(1000));
    const targets = await targetsOf(apps);
    const results = new Map(targets.map(t => [t.name, new Map(STEPS.map(([step]) => [step, [] as number[]]))]));
    if (process.env.INTERACT_SERVE) {
        // Look at both apps by hand: INTERACT_SERVE=1 npm run bench:interact (Ctrl+C stops).
        console.log(`console ${targets[0].url}\nminimal ${targets[1].url}\nconsole token ${apps.token}`);
        await new Promise(() => undefined);
    }
    const idle = cpuSample();
    await pause(2000);
    const busyBefore = busySince(idle);
    const during = cpuSample();
    await alternate(RUNS, targets, target => runOnce(target, results.get(target.name)!));
    const busyDuring = busySince(during);
    const figuresMs = report(targets, results, [busyBefore, busyDuring]);
    await recordRun('interact', { machine: { cpus: cpus().length, busyBefore, busyDuring }, rounds: RUNS, figuresMs });
} finally {
    await apps?.close();
    await rm(dir, { recursive: true, force: true });
}
