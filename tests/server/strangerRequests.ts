import { request } from 'node:http';
import { afterEach } from 'vitest';
import { ADMIN, type TestApi } from './harness';

// What a web page in the tester's browser, a rebound host name or a coach's session could send the fake API;
// the strangers-*.test.ts files check each is refused and changes nothing.

export const LOGIN = '/api/v1/superadminlogin';
export const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
);

export interface Raw {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    // Answers are checked by the assertions (as in ./harness.ts).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: { success?: boolean; message?: string; data?: any };
}

/** A request as a browser or a tool could send it: any Host, Origin, body type, and the client address to send from. */
export const raw = (
    api: TestApi,
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<Raw> =>
    new Promise((resolve, reject) => {
        const { port } = new URL(api.api.url);
        const req = request(
            {
                host: '127.0.0.1',
                port: Number(port),
                method,
                path,
                headers: options.headers,
                localAddress: options.from,
            },
            res => {
                const chunks: Buffer[] = [];
                res.on('data', (c: Buffer) => chunks.push(c));
                res.on('end', () => {
                    const text = Buffer.concat(chunks).toString('utf8');
                    let body: Raw['body'] = {};
                    try {
                        body = JSON.parse(text);
                    } catch {
                        body = { message: text };
                    }
                    resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
                });
            },
        );
        req.on('error', reject);
        if (options.body !== undefined) req.write(options.body);
        req.end();
    });

/** A JSON body with its content type, for raw(). */
export const json = (body: unknown, extra: Record<string, string> = {}) => ({
    headers: { 'content-type': 'application/json', ...extra },
    body: JSON.stringify(body),
});

/** The super-admin's sign-in, sent from the given client address. */
export const signIn = async (api: TestApi, from?: string, password = ADMIN.password) =>
    raw(api, 'POST', LOGIN, { ...json({ email: ADMIN.email, password }), from });

/** The first coach of the list. */
export const firstCoach = async (api: TestApi) =>
    (await api.call('POST', '/getAdmin', { page: 1, limit: 1 })).body.data.docs[0];

/** A coach with a password, signed in through the coach sign-in. */
export const coachSession = async (api: TestApi) => {
    const coach = await firstCoach(api);
    await api.call('POST', `/user/changepassword/${coach._id}`, {
        new_password: 'Coach@1234',
        confirm_new_password: 'Coach@1234',
    });
    const token = (await api.call('POST', '/api/v1/coachlogin', { email: coach.email, password: 'Coach@1234' }, ''))
        .body.data.accessToken as string;
    return { coach, token };
};

/** Stops each test's own API after it, then `forget`s it so the next test starts its own. */
export const stopEachTestsApi = (api: () => TestApi | undefined, forget: () => void) =>
    afterEach(async () => {
        await api()?.stop();
        forget();
    });
