import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startApi } from '../../../server/app';
import { createAuthProvider } from '../../../src/authProvider';
import { subjectOf } from '../../../src/authProvider/session';
import { type AppDataProvider, createDataProvider } from '../../../src/dataProvider';
import { declarations } from '../../../src/shared/entities/declarations';

export const ADMIN = { email: 'superadmin@example.com', password: 'Password@123' };

/** One request as the API saw it: method, path, query and the payload's keys in order. */
export interface SeenCall {
    method: string;
    path: string;
    query: Record<string, string>;
    keys: string[];
    body: Record<string, unknown>;
    form: boolean;
    authorization: string | null;
}

const describeBody = (body: BodyInit | null | undefined): Pick<SeenCall, 'keys' | 'body' | 'form'> => {
    if (body instanceof FormData) {
        const entries: Record<string, unknown> = {};
        for (const [k, v] of body.entries()) entries[k] = v;
        return { keys: [...new Set(body.keys())], body: entries, form: true };
    }
    if (typeof body === 'string' && body) {
        const parsed = JSON.parse(body) as Record<string, unknown>;
        return { keys: Object.keys(parsed), body: parsed, form: false };
    }
    return { keys: [], body: {}, form: false };
};

/** Starts the fake API on a free port with a fresh copy of the fixtures, and the real providers against it. */
export const startHarness = async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-'));
    const api = await startApi({ port: 0, dbFile: join(dir, 'db.json'), uploadsDir: join(dir, 'uploads') });
    const calls: SeenCall[] = [];
    const recordingFetch: typeof fetch = async (input, init) => {
        const url = new URL(String(input));
        const headers = new Headers(init?.headers);
        calls.push({
            method: init?.method ?? 'GET',
            path: url.pathname,
            query: Object.fromEntries(url.searchParams),
            authorization: headers.get('Authorization'),
            ...describeBody(init?.body),
        });
        return fetch(input, init);
    };

    let token: string | null = null;
    let aside: string | null = null;
    const session = {
        token: () => token,
        userId: () => subjectOf(token),
        save: (t: string) => {
            token = t;
        },
        clear: () => {
            token = null;
            aside = null;
        },
        asideToken: () => aside,
        setAside: (t: string) => {
            aside = t;
        },
        restoreAside: () => {
            if (!aside) return false;
            token = aside;
            aside = null;
            return true;
        },
    };
    const authProvider = createAuthProvider({ apiUrl: api.url, session, fetch: recordingFetch });
    const dataProvider: AppDataProvider = createDataProvider({
        apiUrl: api.url,
        declarations,
        session,
        fetch: recordingFetch,
    });

    return {
        api,
        calls,
        fetch: recordingFetch,
        session,
        authProvider,
        dataProvider,
        lastCall: () => calls[calls.length - 1],
        /** One page of a list through the data provider: 10 rows, optionally searched and sorted. */
        list: (resource: string, page = 1, q = '', field = '', order: 'ASC' | 'DESC' = 'DESC') =>
            dataProvider.getList(resource, {
                pagination: { page, perPage: 10 },
                sort: { field, order },
                filter: q ? { q } : {},
            }),
        signIn: () => authProvider.login(ADMIN),
        async stop() {
            await api.close();
            rmSync(dir, { recursive: true, force: true });
        },
    };
};

export type Harness = Awaited<ReturnType<typeof startHarness>>;

/**
 * Starts a harness for the file's tests and hands it to `keep`; it stops after them. Signed in once (`once`),
 * on fresh data and signed in before each test (`eachTest`), or left signed out for the tests to decide (`no`).
 */
export const harnessForFile = (keep: (h: Harness) => void, signIn: 'once' | 'eachTest' | 'no' = 'once') => {
    let h: Harness;
    beforeAll(async () => {
        h = await startHarness();
        if (signIn === 'once') await h.signIn();
        keep(h);
    });
    afterAll(() => h.stop());
    if (signIn === 'eachTest')
        beforeEach(async () => {
            await h.api.reset();
            await h.signIn();
        });
};
