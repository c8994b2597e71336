import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, type ApiOptions, type RunningApi } from '../../server/app';

export const ADMIN = { email: 'superadmin@example.com', password: 'Password@123' };
export const JWT_SECRET = 'secret-for-the-server-tests';

interface Reply {
    status: number;
    // Answers are checked by the assertions; typing every shape here would only repeat them.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: { success: boolean; message: string; data: any };
}

export interface TestApi {
    api: RunningApi;
    dir: string;
    dbFile: string;
    token: string;
    /** JSON (or FormData) request; sends the admin's token unless `token` is given ('' for none). */
    call(method: string, path: string, body?: unknown, token?: string): Promise<Reply>;
    /** Stops the API and starts it again on its data file (sessions stay). */
    restart(): Promise<void>;
    stop(): Promise<void>;
}

/** A fake API on a free port with its own data file in a fresh temp folder, signed in as the seed's admin. */
export const startTestApi = async (options: Partial<ApiOptions> = {}): Promise<TestApi> => {
    const dir = await mkdtemp(join(tmpdir(), 'fake-api-'));
    const dbFile = join(dir, 'db.json');
    const start = () => startApi({ port: 0, dbFile, jwtSecret: JWT_SECRET, ...options });
    const api = await start();

    const call = async (method: string, path: string, body?: unknown, token?: string): Promise<Reply> => {
        const headers: Record<string, string> = {};
        const bearer = token ?? harness.token;
        if (bearer) headers.authorization = `Bearer ${bearer}`;
        let payload: BodyInit | undefined;
        if (body instanceof FormData) payload = body;
        else if (body !== undefined) {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(body);
        }
        const res = await fetch(harness.api.url + path, { method, headers, body: payload });
        return { status: res.status, body: await res.json() };
    };

    const harness: TestApi = {
        api,
        dir,
        dbFile,
        token: '',
        call,
        restart: async () => {
            await harness.api.close();
            harness.api = await start();
        },
        stop: async () => {
            await harness.api.close();
            await rm(dir, { recursive: true, force: true });
        },
    };
    const signIn = async () => {
        harness.token = (await call('POST', '/api/v1/superadminlogin', ADMIN, '')).body.data.accessToken;
    };
    // A reset ends every session: sign in again, as a tester would.
    const reset = api.reset;
    api.reset = async () => {
        await reset();
        await signIn();
    };
    await signIn();
    return harness;
};
