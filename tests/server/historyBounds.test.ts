import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    HISTORY_MAX_BYTES,
    HISTORY_MAX_VERSIONS,
    HISTORY_PAGE,
    HISTORY_PAGE_BYTES,
} from '../../src/shared/recordHistory';
import { startTestApi, type TestApi } from './harness';

/**
 * A record's history is bounded (docs/history.md, "Bounds"): at most HISTORY_MAX_VERSIONS versions and
 * HISTORY_MAX_BYTES bytes of the data file, older versions dropped first and counted; a large value is kept once
 * per record however many versions name it; the history is read a page at a time.
 */

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi();
});
afterAll(() => t.stop());

type Row = Record<string, unknown> & { _id: string };
interface Page {
    version: number;
    oldest: number | null;
    next: number | null;
    dropped: number;
    entries: Array<{
        version: number;
        kind: string;
        changes: Array<{ field: string; before: unknown; after: unknown }>;
    }>;
}

const historyOf = async (name: string, id: string, query = ''): Promise<Page> => {
    const answer = await t.call('GET', `/records/${name}/${id}/history${query}`);
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.data as Page;
};

/** Every page of a history, walked by `next`. */
const allPages = async (name: string, id: string, limit = 100): Promise<Page[]> => {
    const pages: Page[] = [];
    let next: number | null = null;
    do {
        const page = await historyOf(name, id, `?limit=${limit}${next === null ? '' : `&before=${next}`}`);
        pages.push(page);
        next = page.next;
    } while (next !== null);
    return pages;
};

/** What a record's history takes in the data file: its revisions and its kept values, as stored. */
const storedHistory = async (collection: string, id: string) => {
    const of = (rows: Row[]) => rows.filter(row => row.collection === collection && row.record_id === id);
    const revisions = of((await t.call('GET', '/_db/revisions')).body as unknown as Row[]);
    const values = of((await t.call('GET', '/_db/history_values')).body as unknown as Row[]);
    const bytes = [...revisions, ...values].reduce((sum, row) => sum + Buffer.byteLength(JSON.stringify(row)), 0);
    return { revisions, values, bytes };
};

/** About `words` × 7 bytes of rich text, different for each seed word (a description holds at most 50,000). */
const longText = (word: string, words = 6_000): string =>
    `<p>${Array.from({ length: words }, (_, i) => `${word}${i % 89}`).join(' ')}</p>`;

const addNotice = async (description: string): Promise<Row> =>
    (
        await t.call('POST', '/notice/add', {
            notice_heading: 'Bounds',
            notice_desc: description,
            end_date: '2099-01-01',
        })
    ).body.data as Row;
const editNotice = (id: string, description: string) =>
    t.call('POST', `/notice/edit/${id}`, {
        notice_heading: 'Bounds',
        notice_desc: description,
        end_date: '2099-01-01',
    });

describe('a bounded history', () => {
    it(`keeps the last ${HISTORY_MAX_VERSIONS} versions, and counts the ones dropped`, async () => {
        const grade = (await t.call('POST', '/grade/add', { grade: 'bounded 0' })).body.data as Row;
        const edits = HISTORY_MAX_VERSIONS + 20;
        for (let i = 1; i <= edits; i += 1)
            await t.call('POST', `/grade/edit/${grade._id}`, { id: grade._id, grade: `bounded ${i}` });
        const pages = await allPages('grade', grade._id);
        const versions = pages.flatMap(page => page.entries.map(entry => entry.version));
        expect(versions).toHaveLength(HISTORY_MAX_VERSIONS);
        expect(versions[0]).toBe(edits + 1);
        expect(pages[0]).toMatchObject({ version: edits + 1, dropped: edits + 1 - HISTORY_MAX_VERSIONS });
        const oldest = versions.at(-1)! - 1;
        expect(pages[0].oldest).toBe(oldest);
        // A dropped version is no longer kept; the oldest kept one is.
        const dropped = await t.call('POST', `/records/grade/${grade._id}/history/restore`, { version: oldest - 1 });
        expect(dropped.status).toBe(404);
        const kept = await t.call('POST', `/records/grade/${grade._id}/history/restore`, { version: oldest });
        expect(kept.body.data).toMatchObject({ grade: `bounded ${oldest - 1}` });
        expect((await storedHistory('grades', grade._id)).revisions).toHaveLength(HISTORY_MAX_VERSIONS);
    });

    it(`keeps at most ${HISTORY_MAX_BYTES} bytes of a record's history, oldest versions dropped first`, async () => {
        const notice = await addNotice(longText('v0'));
        // Each edit brings a new long text (about 40 kB): far more than the bound in all.
        const edits = 40;
        for (let i = 1; i <= edits; i += 1) expect((await editNotice(notice._id, longText(`v${i}`))).status).toBe(200);
        const { revisions, values, bytes } = await storedHistory('notices', notice._id);
        expect(bytes).toBeLessThanOrEqual(HISTORY_MAX_BYTES);
        expect(revisions.length).toBeLessThan(edits);
        const first = await historyOf('notice', notice._id);
        expect(first.dropped).toBe(edits + 1 - revisions.length);
        expect(first.entries[0].changes).toEqual([
            { field: 'notice_desc', before: longText(`v${edits - 1}`), after: longText(`v${edits}`) },
        ]);
        // Each long text is kept once, however many versions name it.
        expect(values.length).toBeLessThanOrEqual(revisions.length + 1);
    });

    it('keeps a long text once, however many restores bring it back', async () => {
        const notice = await addNotice(longText('alpha'));
        await editNotice(notice._id, longText('beta'));
        for (let i = 0; i < 40; i += 1) {
            const back = await t.call('POST', `/records/notice/${notice._id}/history/restore`, { version: i + 1 });
            expect(back.status).toBe(200);
        }
        const { revisions, values, bytes } = await storedHistory('notices', notice._id);
        expect(revisions).toHaveLength(42);
        expect(values.map(row => row.value).sort()).toEqual([longText('alpha'), longText('beta')]);
        // Two texts of about 60 kB each, and 42 small entries naming them.
        expect(bytes).toBeLessThan(2 * Buffer.byteLength(longText('alpha')) + 42 * 1_000);
        const page = await historyOf('notice', notice._id);
        expect(page.entries[0]).toMatchObject({ version: 42, kind: 'restored' });
        expect(page.entries[0].changes[0]).toMatchObject({ field: 'notice_desc', after: expect.any(String) });
    });
});

describe('a history read a page at a time', () => {
    it(`answers ${HISTORY_PAGE} versions unless asked, older ones by \`before\`, and about ${HISTORY_PAGE_BYTES} bytes at most`, async () => {
        const grade = (await t.call('POST', '/grade/add', { grade: 'paged 0' })).body.data as Row;
        for (let i = 1; i <= 30; i += 1)
            await t.call('POST', `/grade/edit/${grade._id}`, { id: grade._id, grade: `paged ${i}` });
        const first = await historyOf('grade', grade._id);
        expect(first.entries.map(e => e.version)).toEqual(Array.from({ length: HISTORY_PAGE }, (_, i) => 31 - i));
        expect(first.next).toBe(31 - HISTORY_PAGE + 1);
        const second = await historyOf('grade', grade._id, `?before=${first.next}`);
        expect(second.entries.map(e => e.version)).toEqual(Array.from({ length: 31 - HISTORY_PAGE }, (_, i) => 11 - i));
        expect(second).toMatchObject({ next: null, oldest: 1, version: 31 });
        expect((await historyOf('grade', grade._id, '?limit=5')).entries).toHaveLength(5);

        // Long texts: a page stops at about HISTORY_PAGE_BYTES, and the next one goes on from there.
        const notice = await addNotice(longText('p0'));
        for (let i = 1; i <= 20; i += 1) expect((await editNotice(notice._id, longText(`p${i}`))).status).toBe(200);
        const pages = await allPages('notice', notice._id);
        expect(pages.length).toBeGreaterThan(1);
        for (const page of pages.slice(0, -1))
            expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThan(HISTORY_PAGE_BYTES + 100_000);
        const seen = pages.flatMap(page => page.entries.map(entry => entry.version));
        expect(seen).toEqual([...new Set(seen)].sort((a, b) => b - a));
    });

    it('refuses a page size or a version that is not a whole number in range (400)', async () => {
        const grade = (await t.call('POST', '/grade/add', { grade: 'paged refusals' })).body.data as Row;
        for (const query of ['?limit=0', '?limit=101', '?limit=x', '?before=0', '?before=-1', '?before=1.5'])
            expect((await t.call('GET', `/records/grade/${grade._id}/history${query}`)).status, query).toBe(400);
    });
});
