import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApi, type TestApi } from './harness';
import { listenLive } from './liveEvents';

/** A coach signed in through the coach sign-in: its id and session token. */
export interface SignedInCoach {
    id: string;
    token: string;
}

/** Gives the coach a known password and signs in with it. */
export const signInCoach = async (t: TestApi, id: string, email: string): Promise<SignedInCoach> => {
    await t.call('POST', `/user/changepassword/${id}`, {
        new_password: 'Coach@1234',
        confirm_new_password: 'Coach@1234',
    });
    const answer = await t.call('POST', '/api/v1/coachlogin', { email, password: 'Coach@1234' }, '');
    return { id, token: answer.body.data.accessToken as string };
};

/** The fake API with two of its enabled coaches signed in, each hearing its own share of the changes. */
export const startWithTwoCoaches = async () => {
    const t = await startTestApi();
    const coaches = (await t.call('GET', '/_db/coaches')).body as unknown as Array<{
        _id: string;
        email: string;
        user_status: boolean;
    }>;
    const [first, second] = coaches.filter(c => c.user_status !== false);
    return {
        t,
        coach: await signInCoach(t, first._id, first.email),
        other: await signInCoach(t, second._id, second.email),
    };
};

/** Starts that API for the file's tests and hands it to `keep`; it stops after them. */
export const withTwoCoaches = (keep: (api: Awaited<ReturnType<typeof startWithTwoCoaches>>) => void) => {
    let t: TestApi;
    beforeAll(async () => {
        const api = await startWithTwoCoaches();
        t = api.t;
        keep(api);
    });
    afterAll(() => t.stop());
};

/** Opens GET /live with `token` (resuming after `lastEventId`), checking it answers as an event stream. */
export const openStream = async (t: TestApi, token: string, lastEventId?: string) => {
    const stream = await listenLive(t.api.url, token, lastEventId);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    return stream;
};
