/**
 * `npm run conformance` against the fake API: it passes on the seed, read-only and with --write (leaving nothing of
 * its own behind: no record, nothing in Recently deleted, the histories or the activity log), stops at a refused
 * sign-in, and fails naming the call for each planted fault (server/http/faults.ts).
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerCheck } from '../../server/openapi/answerCheck';
import { FAULTS, type Fault } from '../../server/http/faults';
import { DELETED } from '../../server/store/recordHistory';
import { describedCalls } from '../../scripts/conformance/document';
import { runConformance, signInFailure } from '../../scripts/conformance/run';
import { CONFORMANCE_CLEANUP_PATH } from '../../server/routes/conformanceCleanup';
import type { CaseResult } from '../../scripts/conformance/junit';
import { createHttpClient } from '../../src/dataProvider/http';
import { declarations } from '../../src/shared/entities/declarations';
import { configureOpenPaths } from '../../src/shared/openPaths';
import { ADMIN, startTestApi, type TestApi } from './harness';

let check: AnswerCheck;
type Db = Record<string, { action?: string; collection?: string }[]>;

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
                'GET /subscription-history',
            ]),
        );
        // Named as the console names the screen, at the path really called, the record's id filled in.
        const read = results.find(r => r.name === 'Student: one record');
        expect(read?.call).toMatch(/^GET \/viewStudent\/[0-9a-f]{24}$/);
        expect(results.map(r => r.name)).toEqual(expect.arrayContaining(['Sign in', 'Exam Planner: list']));
        // The activity log's REST list, an extra this API offers, read as ra-data-simple-rest reads it.
        expect(results.find(r => r.call === 'GET /activity')).toMatchObject({ pass: true });
    });

    it("calls an open path where config.json's paths move it, as the console's HTTP client does", async () => {
        const results = await runConformance({
            api: t.api.url,
            ...ADMIN,
            check,
            paths: { studentView: '/nowhere/:id' },
        });
        expect(failures(results)).toEqual([
            expect.stringMatching(/^Student: one record \(GET \/nowhere\/[0-9a-f]{24}\): 404/),
        ]);
        configureOpenPaths({ studentView: '/nowhere/:id' });
        try {
            const http = createHttpClient(t.api.url, { token: () => t.token, userId: () => null });
            const student = declarations.find(d => d.name === 'student')!;
            await expect(http.call(student.api.view!, {}, 'x')).rejects.toMatchObject({ status: 404 });
        } finally {
            configureOpenPaths({});
        }
    });

    it('passes with --write, adding, changing and deleting only its own records, and leaves nothing behind', async () => {
        const before = await t.call('GET', '/grade/alldetails');
        await t.api.flush();
        const logBefore = (JSON.parse(await readFile(t.dbFile, 'utf8')) as Db).activity.length;
        const results = await run(t, true);
        expect(failures(results)).toEqual([]);
        expect(results.map(r => r.name)).toEqual(
            expect.arrayContaining(['Grades: add', 'Grades: edit', 'Grades: delete', 'Student: add', 'Clean up']),
        );
        expect(results.at(-1)?.got).toMatch(/^none left \(0 removed here\); 19 purged from Recently deleted/);
        await t.api.flush();
        const db = JSON.parse(await readFile(t.dbFile, 'utf8')) as Db;
        // Not a record, nor a deleted one, a history entry or an activity-log row: a nightly run fills nothing.
        expect(JSON.stringify(db)).not.toContain('conformance-test');
        expect(db[DELETED]).toEqual([]);
        // Its sign-in stays in the log, as every sign-in does.
        expect(db.activity.slice(logBefore).map(row => row.action)).toEqual(['sign_in']);
        expect((await t.call('GET', '/grade/alldetails')).body.data).toEqual(before.body.data);
    });

    it('says in one line that it cannot sign in, and exits 1 (npm run conformance)', async () => {
        // Run beside the test's API, which answers from this process: not spawnSync, which would hold it.
        const args = ['scripts/conformance.ts', '--api', t.api.url, '--email', ADMIN.email, '--password', 'Wrong@1234'];
        const cli = await promisify(execFile)('node_modules/.bin/tsx', args, { timeout: 60_000 }).then(
            () => ({ code: 0, stdout: '', stderr: '' }),
            (error: { code: number; stdout: string; stderr: string }) => error,
        );
        expect(cli.code).toBe(1);
        expect(`${cli.stdout}${cli.stderr}`.trim().split('\n')).toEqual([
            expect.stringMatching(
                /^Cannot sign in to http:\/\/127\.0\.0\.1:\d+ as superadmin@example\.com: 400: .* \(POST \/api\/v1\/superadminlogin\)$/,
            ),
        ]);
    }, 60_000);

    it('stops at a refused sign-in: one failure, nothing else sent', async () => {
        const results = await runConformance({ api: t.api.url, email: ADMIN.email, password: 'Wrong@1234', check });
        expect(results).toHaveLength(1);
        expect(signInFailure(results)).toMatchObject({
            name: 'Sign in',
            call: 'POST /api/v1/superadminlogin',
            got: expect.stringMatching(/^400: /),
        });
    });
});

describe('an API without the extras (--spec-only)', () => {
    it("passes, the calls of extras it does not offer not sent but said (the activity log's REST list)", async () => {
        const t = await startTestApi({ specOnly: true });
        try {
            const results = await run(t);
            expect(failures(results)).toEqual([]);
            expect(results.filter(r => r.skipped)).toContainEqual(
                expect.objectContaining({
                    call: 'GET /activity',
                    got: 'not run: this API does not offer the activity extra (GET /capabilities)',
                }),
            );
            expect(results.filter(r => r.skipped).every(r => r.got.includes('extra (GET /capabilities)'))).toBe(true);
        } finally {
            await t.stop();
        }
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

describe("the fake API's clean-up of a run", () => {
    let t: TestApi;
    beforeAll(async () => {
        t = await startTestApi();
    });
    afterAll(() => t.stop());

    const signIn = async (): Promise<string> =>
        (await t.call('POST', '/api/v1/superadminlogin', ADMIN, '')).body.data.accessToken;
    const tagNamed = async (tag: string, token: string) =>
        String((await t.call('POST', '/tag', { tag, description: 'A tag of a run' }, token)).body.data._id);
    const addAndDelete = async (tag: string, token: string) => {
        const id = await tagNamed(tag, token);
        expect((await t.call('DELETE', `/tag/${id}`, undefined, token)).status).toBe(200);
    };
    const cleanUp = (run: string, token = t.token) => t.call('POST', CONFORMANCE_CLEANUP_PATH, { run }, token);

    it("drops only the calling session's own deleted records of that run", async () => {
        const [first, second] = [await signIn(), await signIn()];
        await addAndDelete('conformance-other-1', first);
        await addAndDelete('conformance-other-2', second);
        const live = await tagNamed('conformance-other-3', first);
        // Another session of the same admin, or another run's marker: nothing of theirs.
        expect((await cleanUp('conformance-other')).body.data).toEqual({ records: 0, activity: 0 });
        expect((await cleanUp('conformance-else', first)).body.data).toEqual({ records: 0, activity: 0 });
        expect((await cleanUp('conformance-other', second)).body.data).toEqual({ records: 1, activity: 1 });
        expect((await cleanUp('conformance-other', first)).body.data).toEqual({ records: 1, activity: 1 });
        expect((await cleanUp('conformance-other', first)).body.data).toEqual({ records: 0, activity: 0 });
        // A live record is never touched.
        const tags = (await t.call('POST', '/tags', { search: 'conformance-other' })).body.data as { _id: string }[];
        expect(tags.map(tag => tag._id)).toEqual([live]);
    });

    it("refuses what is not a run's marker, and anyone without a session", async () => {
        expect((await cleanUp('everything')).status).toBe(400);
        expect((await cleanUp('conformance-x', '')).status).toBe(401);
    });
});
