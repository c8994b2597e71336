import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, JWT_SECRET, startTestApi, type TestApi } from './harness';

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi();
});
afterAll(() => t.stop());

const LOGIN = '/api/v1/superadminlogin';
const VERIFY = '/api/v1/superadmin/verify-session';

const tokenFor = (sub: string, secret: string, expires: string | number) =>
    new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(new TextEncoder().encode(secret));

describe('login', () => {
    it('answers a three-part token and the session user, without the password hash', async () => {
        const { status, body } = await t.call('POST', LOGIN, ADMIN, '');
        expect(status).toBe(200);
        expect(body.success).toBe(true);
        expect(body.data.accessToken.split('.')).toHaveLength(3);
        expect(body.data.user).toEqual({
            _id: expect.stringMatching(/^[0-9a-f]{24}$/),
            first_name: 'Super',
            last_name: 'Admin',
            email: ADMIN.email,
            is_superadmin: true,
            dateFormat: 'DD/MM/YYYY',
            file: '',
        });
    });

    it('accepts the email in another case', async () => {
        const { status } = await t.call('POST', LOGIN, { ...ADMIN, email: ' SuperAdmin@Example.com ' }, '');
        expect(status).toBe(200);
    });

    it.each([
        [{ ...ADMIN, password: 'Password@124' }, 'Invalid email or password'],
        [{ ...ADMIN, email: 'nobody@example.com' }, 'Invalid email or password'],
        [{ password: ADMIN.password }, 'Please Enter Email'],
        [{ email: 'not-an-email', password: ADMIN.password }, 'Please enter valid email address'],
        [{ email: ADMIN.email }, 'Please Enter Password'],
    ])('refuses %o with "%s"', async (credentials, message) => {
        const { status, body } = await t.call('POST', LOGIN, credentials, '');
        expect(status).toBe(400);
        expect(body).toEqual({ success: false, message, data: null });
    });
});

describe('bearer guard', () => {
    const list = (token: string) => t.call('GET', '/grade/alldetails', undefined, token);

    it('lets a valid token through', async () => {
        expect((await list(t.token)).status).toBe(200);
    });

    it('refuses a missing, malformed, foreign or expired token with 401', async () => {
        const sub = (await t.call('POST', LOGIN, ADMIN, '')).body.data.user._id;
        const tokens = [
            '',
            'not-a-jwt',
            await tokenFor(sub, 'another-secret', '1h'),
            await tokenFor(sub, JWT_SECRET, Math.floor(Date.now() / 1000) - 60),
        ];
        for (const token of tokens) {
            const { status, body } = await list(token);
            expect(status).toBe(401);
            expect(body).toMatchObject({ success: false, message: 'Unauthorized' });
        }
    });

    it('refuses a valid signature for a user that does not exist', async () => {
        const { status } = await list(await tokenFor('000000000000000000000000', JWT_SECRET, '1h'));
        expect(status).toBe(401);
    });

    it('guards the raw-data inspector and keeps it read-only', async () => {
        expect((await t.call('GET', '/_db/grades', undefined, 'bad')).status).toBe(401);
        const rows = await fetch(`${t.api.url}/_db/grades`, { headers: { authorization: `Bearer ${t.token}` } });
        expect(((await rows.json()) as unknown[]).length).toBe(30);
        expect((await t.call('POST', '/_db/grades', { grade: 'x' })).status).toBe(405);
    });
});

describe('session check', () => {
    it('answers the user for a matching id and token', async () => {
        const login = (await t.call('POST', LOGIN, ADMIN, '')).body.data;
        const { status, body } = await t.call('POST', VERIFY, { id: login.user._id, token: login.accessToken }, '');
        expect(status).toBe(200);
        expect(body.data).toEqual(login.user);
    });

    it('refuses a token of someone else, a bad token or a missing one', async () => {
        const login = (await t.call('POST', LOGIN, ADMIN, '')).body.data;
        for (const payload of [
            { id: '0'.repeat(24), token: login.accessToken },
            { id: login.user._id, token: 'x.y.z' },
            { id: login.user._id },
        ]) {
            const { status, body } = await t.call('POST', VERIFY, payload, '');
            expect(status).toBe(401);
            expect(body.success).toBe(false);
        }
    });
});

describe('bodies', () => {
    it('refuses JSON that is not an object, and broken JSON', async () => {
        expect((await t.call('POST', '/grade/add', [{ grade: 'x' }])).body.message).toBe(
            'The request body must be a JSON object',
        );
        const res = await fetch(`${t.api.url}/grade/add`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}` },
            body: '{"grade":',
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ success: false });
    });

    it('answers unknown routes with a 404 envelope', async () => {
        const { status, body } = await t.call('GET', '/no/such/route');
        expect(status).toBe(404);
        expect(body.success).toBe(false);
    });
});
