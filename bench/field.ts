import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchPorts, consoleSession, MINIMAL_SESSION, minimalEvents, serveApps, type ServedApps } from './kit/apps';
import { type Device, fieldRun, type FieldRun, type FieldTarget, LAPTOP, PHONE } from './kit/fieldRun';
import { lighthouseRun, type LighthouseScore, type LighthouseTarget } from './kit/lighthouse';
import { alternate, busySince, cpuSample, median, pause } from './kit/machine';
import { recordRun } from './kit/record';

/**
 * `npm run bench:field`: bench:render's side-by-side run (the console and bench/minimal-admin, built and served
 * the same way) where admins work: on Chromium's own slow 4G (150 ms a request, 1.6 Mbit/s down, 750 kbit/s up),
 * at a phone's width (412 px, mobile emulation) and a laptop's. Per app and width: the first row of /event cold
 * and warm, the bytes on the wire before it (cold, the API's answers included) and the layout shift while the
 * screen loads (the largest of the cold and warm loads). Then Lighthouse's mobile run, performance only, median
 * of 3 (cold cache each), on /event signed in for both apps and the console's /login. FIELD_RUNS (3) and
 * FIELD_LIGHTHOUSE_RUNS (3) raise the rounds; FIELD_LIGHTHOUSE=0 leaves Lighthouse out. Numbers are indicative
 * only: a benchmark, never a test. `--record` appends the run to bench/runs/field.json.
 */
const RUNS = Number(process.env.FIELD_RUNS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.FIELD_LIGHTHOUSE_RUNS ?? 3);
const WITH_LIGHTHOUSE = process.env.FIELD_LIGHTHOUSE !== '0';
// FIELD_SHIFTS=1 prints each layout shift (when, how much, which elements moved).
const SHOW_SHIFTS = !!process.env.FIELD_SHIFTS;
const PORTS = benchPorts({ api: 3341, minimalApi: 3342, console: 5511, minimal: 5512 });
const MINIMAL_ROWS = 1000;
const DEVICES: Device[] = [PHONE, LAPTOP];

const dir = await mkdtemp(join(tmpdir(), 'field-bench-'));
let apps: ServedApps | undefined;

const ms = (n: number) => (Number.isNaN(n) ? '-' : `${Math.round(n)}`).padStart(8);
const kB = (n: number) => `${(n / 1000).toFixed(0)}`.padStart(8);

try {
    const events = minimalEvents(MINIMAL_ROWS);
    apps = await serveApps(dir, PORTS, events);
    const firstPage = await apps.call<{ data: { docs: { event_name: string }[] } }>('/event/alldetails', {
        page: 1,
        limit: 10,
        search: '',
        sortBy: null,
        sortOrder: 'asc',
    });
    const targets: FieldTarget[] = [
        {
            name: 'console',
            url: `${apps.consoleUrl}/event`,
            storage: consoleSession(apps.token),
            marker: firstPage.data.docs[0].event_name,
        },
        { name: 'minimal', url: `${apps.minimalUrl}/event`, storage: MINIMAL_SESSION, marker: events[0].event_name },
    ];

    const idle = cpuSample();
    await pause(2000);
    const busyBefore = busySince(idle);
    const during = cpuSample();
    const results = new Map<string, FieldRun[]>();
    const runsOf = (device: Device, target: { name: string }) => results.get(`${device.name} ${target.name}`) ?? [];
    for (const device of DEVICES) {
        process.stdout.write(`${device.name} `);
        await alternate(RUNS, targets, async target => {
            results.set(`${device.name} ${target.name}`, [...runsOf(device, target), await fieldRun(target, device)]);
        });
    }

    const lighthouseTargets: LighthouseTarget[] = [
        {
            name: 'console /event',
            url: `${apps.consoleUrl}/event`,
            storageFrom: { url: `${apps.consoleUrl}/field-bench-session`, storage: consoleSession(apps.token) },
        },
        {
            name: 'minimal /event',
            url: `${apps.minimalUrl}/event`,
            storageFrom: { url: `${apps.minimalUrl.replace('/#', '')}/field-bench-session`, storage: MINIMAL_SESSION },
        },
        { name: 'console /login', url: `${apps.consoleUrl}/login` },
    ];
    const scores = new Map<string, LighthouseScore[]>(lighthouseTargets.map(t => [t.name, []]));
    if (WITH_LIGHTHOUSE) {
        process.stdout.write('lighthouse ');
        await alternate(LIGHTHOUSE_RUNS, lighthouseTargets, async target => {
            scores.get(target.name)!.push(await lighthouseRun(target));
        });
    }
    const busyDuring = busySince(during);

    console.log(
        `\nField bench: /event's first row on Chromium's slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), ${RUNS} runs each (alternating), fresh headless Chromium`,
    );
    console.log(
        `machine: ${cpus().length} CPUs, busy ${busyBefore} in the 2 s before the runs, ${busyDuring} during them (the bench's own browsers included)\n`,
    );
    console.log(
        `${'width'.padEnd(8)}${'app'.padEnd(9)}${'cold'.padStart(8)}${'warm'.padStart(8)}${'kB cold'.padStart(8)}${'files'.padStart(7)}${'CLS'.padStart(8)}   (medians; CLS the largest of a run's loads)`,
    );
    const figures: Record<string, unknown> = {};
    for (const device of DEVICES) {
        const pick = (name: string, read: (run: FieldRun) => number) => median(runsOf(device, { name }).map(read));
        const read = {
            coldMs: (r: FieldRun) => r.cold.live,
            warmMs: (r: FieldRun) => r.warm.live,
            bytesCold: (r: FieldRun) => r.cold.bytes,
            requestsCold: (r: FieldRun) => r.cold.requests,
            cls: (r: FieldRun) => Math.max(r.cold.cls, r.warm.cls),
        };
        for (const target of targets) {
            const of = (key: keyof typeof read) => pick(target.name, read[key]);
            console.log(
                `${device.name.padEnd(8)}${target.name.padEnd(9)}${ms(of('coldMs'))}${ms(of('warmMs'))}${kB(of('bytesCold'))}${`${of('requestsCold')}`.padStart(7)}${of('cls').toFixed(3).padStart(8)}`,
            );
            if (SHOW_SHIFTS)
                for (const run of runsOf(device, target))
                    for (const shift of [...run.cold.shifts, ...run.warm.shifts]) console.log(`    ${shift}`);
        }
        const both = (key: keyof typeof read, digits = 0) => {
            const [ours, bare] = targets.map(t => +pick(t.name, read[key]).toFixed(digits));
            return { console: ours, minimal: bare, ratio: +(ours / bare).toFixed(2) };
        };
        const row = {
            coldMs: both('coldMs'),
            warmMs: both('warmMs'),
            bytesCold: both('bytesCold'),
            cls: both('cls', 3),
        };
        figures[device.name] = row;
        console.log(
            `${device.name}: cold ${row.coldMs.ratio}x warm ${row.warmMs.ratio}x bytes ${row.bytesCold.ratio}x (console / minimal)\n`,
        );
    }
    if (WITH_LIGHTHOUSE) {
        console.log(`Lighthouse ${LIGHTHOUSE_RUNS} runs each, mobile, cold cache (medians)`);
        const lighthouseFigures: Record<string, unknown> = {};
        for (const [name, runs] of scores) {
            const of = (key: keyof LighthouseScore) => median(runs.map(r => r[key]));
            console.log(
                `${name.padEnd(16)} performance ${of('score')}  LCP ${ms(of('lcpMs'))} ms  FCP ${ms(of('fcpMs'))} ms  TBT ${ms(of('tbtMs'))} ms  CLS ${of('cls').toFixed(3)}  (scores ${runs.map(r => r.score).join(', ')})`,
            );
            lighthouseFigures[name] = {
                score: of('score'),
                lcpMs: Math.round(of('lcpMs')),
                tbtMs: Math.round(of('tbtMs')),
                cls: +of('cls').toFixed(3),
            };
        }
        figures.lighthouse = lighthouseFigures;
    }
    await recordRun('field', {
        machine: { cpus: cpus().length, busyBefore, busyDuring },
        rounds: RUNS,
        lighthouseRounds: WITH_LIGHTHOUSE ? LIGHTHOUSE_RUNS : 0,
        figures,
    });
} finally {
    await apps?.close();
    await rm(dir, { recursive: true, force: true });
}
