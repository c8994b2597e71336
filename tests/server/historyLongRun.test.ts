import { stat } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { HISTORY_MAX_BYTES, HISTORY_MAX_VERSIONS, HISTORY_PAGE_BYTES } from '../../src/shared/recordHistory';
import { startTestApi, type TestApi } from './harness';

/**
 * The long run: one notice with a long description, restored back and forth thousands of times. Its history
 * stays within the bounds (docs/history.md, "Bounds"), so the data file grows by no more than the history bound
 * and one activity log line per restore, and the API starts again on it with every write in it.
 */

const RESTORES = 2_000;
/** An activity log line (`restore · version N`, who, which notice), generously. */
const ACTIVITY_LINE_BYTES = 400;

let t: TestApi;
afterAll(() => t?.stop());

/** About 55 kB of rich text, different for each seed word. */
const longText = (word: string): string =>
    `<p>${Array.from({ length: 5_000 }, (_, i) => `${word}${i % 97}`).join(' ')}</p>`;

describe('restoring one long record thousands of times', () => {
    it('keeps the data file within the bound, and the API starts again on it', { timeout: 240_000 }, async () => {
        t = await startTestApi({ snapshotDelayMs: 200 });
        const first = { notice_heading: 'Long run', notice_desc: longText('alpha'), end_date: '2099-01-01' };
        const notice = (await t.call('POST', '/notice/add', first)).body.data as { _id: string };
        await t.call('POST', `/notice/edit/${notice._id}`, { ...first, notice_desc: longText('beta') });
        await t.api.flush();
        const before = (await stat(t.dbFile)).size;

        for (let i = 0; i < RESTORES; i += 1) {
            // The version before the current one (2 + i): the other long text, back and forth.
            const answer = await t.call('POST', `/records/notice/${notice._id}/history/restore`, {
                version: i + 1,
            });
            expect(answer.status).toBe(200);
        }
        await t.api.flush();
        const after = (await stat(t.dbFile)).size;
        const record = Buffer.byteLength(JSON.stringify(first)) * 2;
        expect(after - before).toBeLessThanOrEqual(HISTORY_MAX_BYTES + record + RESTORES * ACTIVITY_LINE_BYTES);

        // Read a page at a time (each about HISTORY_PAGE_BYTES at most): the last 100 versions, the rest dropped.
        const versions: number[] = [];
        let next: number | null = null;
        do {
            const page = await t.call(
                'GET',
                `/records/notice/${notice._id}/history?limit=100${next === null ? '' : `&before=${next}`}`,
            );
            expect(JSON.stringify(page.body).length).toBeLessThan(HISTORY_PAGE_BYTES + 200_000);
            expect(page.body.data).toMatchObject({
                version: RESTORES + 2,
                dropped: RESTORES + 2 - HISTORY_MAX_VERSIONS,
            });
            versions.push(...page.body.data.entries.map((entry: { version: number }) => entry.version));
            next = page.body.data.next;
        } while (next !== null);
        expect(versions).toEqual(Array.from({ length: HISTORY_MAX_VERSIONS }, (_, i) => RESTORES + 2 - i));

        await t.restart();
        const again = await t.call('GET', `/records/notice/${notice._id}/history?limit=1`);
        expect(again.status).toBe(200);
        expect(again.body.data.version).toBe(RESTORES + 2);
        const list = (await t.call('GET', '/notice/alldetails')).body.data as Array<{
            _id: string;
            notice_desc: string;
        }>;
        expect(list.find(row => row._id === notice._id)?.notice_desc).toBe(
            longText(RESTORES % 2 === 0 ? 'beta' : 'alpha'),
        );
        // And restores go on.
        const more = await t.call('POST', `/records/notice/${notice._id}/history/restore`, { version: RESTORES + 1 });
        expect(more.status).toBe(200);
    });
});
