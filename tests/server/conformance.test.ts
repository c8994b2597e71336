/**
 * `npm run conformance` against the fake API: it passes on the seed, read-only and with --write (leaving no record
 * of its own behind), and fails naming the call for each planted fault (server/http/faults.ts).
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerCheck } from '../../server/openapi/answerCheck';
import { FAULTS, type Fault } from '../../server/http/faults';
import { DELETED, HISTORY_VALUES, REVISIONS } from '../../server/store/recordHistory';
import { describedCalls } from '../../scripts/conformance/document';
import { runConformance } from '../../scripts/conformance/run';
import type { CaseResult } from '../../scripts/conformance/junit';
import { createHttpClient } from '../../src/dataProvider/http';
import { declarations } from '../../src/resources/declarations';
import { configureOpenPaths } from '../../src/schema/openPaths';
import { ADMIN, startTestApi, type TestApi } from './harness';

let check: AnswerCheck;

beforeAll(async () => {
    check = await describedCalls();
});

const run = (t: TestApi, write = false) => runConformance({ api: t.api.url, ...ADMIN, write, check, runId: 'test' });

const failures = (results: readonly CaseResult[]) =>
    results.filter(r => !r.pass && !r.skipped).map(r => `${r.name} (${r.call}): ${r.got}`);

describe('conformance against the fake API', () => {
    let t: TestApi;
    beforeAll(async () => {
        t = await startTestApi();
    });
    afterAll(() => t.stop());

    it('passes read-only, every spec call checked', async () => {
        const results = await run(t);
        expect(failures(results)).toEqual([]);
        expect(results.filter(r => r.skipped)).toEqual([]);
        expect(results.map(r => r.call)).toEqual(
            expect.arrayContaining([
                'POST /api/v1/superadminlogin',
                'POST /api/v1/superadmin/verify-session',
                'GET /grade/alldetails',
                'GET /viewStudent/:id',
                'GET /subscription-history',
            ]),
        );
        // The activity log is the console's extra, not a spec call.
        expect(results.map(r => r.call)).not.toContain('GET /activity');
    });

    it("calls an open path where config.json's paths move it, as the console's HTTP client does", async () => {
        const results = await runConformance({
            api: t.api.url,
            ...ADMIN,
            check,
            paths: { studentView: '/nowhere/:id' },
        });
        expect(failures(results)).toEqual([expect.stringMatching(/^student read \(GET \/nowhere\/:id\): 404/)]);
        configureOpenPaths({ studentView: '/nowhere/:id' });
        try {
            const http = createHttpClient(t.api.url, { token: () => t.token, userId: () => null });
            const student = declarations.find(d => d.name === 'student')!;
            await expect(http.call(student.api.view!, {}, 'x')).rejects.toMatchObject({ status: 404 });
        } finally {
            configureOpenPaths({});
        }
    });

    it('passes with --write, adding, changing and deleting only its own records, and leaves none', async () => {
        const before = await t.call('GET', '/grade/alldetails');
        const results = await run(t, true);
        expect(failures(results)).toEqual([]);
        expect(results.map(r => r.name)).toEqual(
            expect.arrayContaining(['grade add', 'grade edit', 'grade delete', 'student add', 'clean up']),
        );
        await t.api.flush();
        const db = JSON.parse(await readFile(t.dbFile, 'utf8')) as Record<string, unknown>;
        // The activity log, the histories and Recently deleted keep what was deleted: logs, not records left behind.
        const {
            activity: _log,
            [REVISIONS]: _revisions,
            [HISTORY_VALUES]: _values,
            [DELETED]: _bin,
            ...collections
        } = db;
        expect(JSON.stringify(collections)).not.toContain('conformance-test');
        expect((await t.call('GET', '/grade/alldetails')).body.data).toEqual(before.body.data);
    });
});

describe('a planted fault', () => {
    const named: Record<Fault, { call: string; got: RegExp }> = {
        envelope: { call: 'GET /grade/alldetails', got: /bare list/ },
        'missing-field': { call: 'POST /event/alldetails', got: /_id/ },
        500: { call: 'GET /api/v1/superadmin/profile', got: /^500/ },
    };

    it.each(FAULTS)('%s fails the run, naming the call', async fault => {
        const t = await startTestApi({ fault });
        try {
            const failed = (await run(t)).filter(r => !r.pass && !r.skipped);
            expect(failed.map(r => r.call)).toEqual([named[fault].call]);
            expect(failed[0].got).toMatch(named[fault].got);
        } finally {
            await t.stop();
        }
    });
});
