import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi } from './harness';

let t: TestApi;
beforeAll(async () => {
    t = await startTestApi({ consoleUrl: 'http://console.test:8080/' });
});
afterAll(() => t.stop());

const FORGOT = '/api/v1/superadmin/forgetpassword';

describe('the outbox of sent mails', () => {
    it('writes each mail as an .eml file beside the data file and lists it at GET /__outbox, newest first', async () => {
        await t.call('POST', FORGOT, { email: ADMIN.email }, '');
        await t.call('POST', FORGOT, { email: ' SUPERADMIN@example.com ' }, '');
        const { status, body } = await t.call('GET', '/__outbox', undefined, '');
        expect(status).toBe(200);
        expect(body.data).toHaveLength(2);
        const [newest, older] = body.data;
        expect(newest.sentAt >= older.sentAt).toBe(true);
        expect(newest).toEqual({
            to: ADMIN.email,
            from: expect.stringContaining('no-reply@'),
            subject: 'Reset your admin console password',
            text: expect.stringContaining(newest.link),
            link: expect.stringMatching(/^http:\/\/console\.test:8080\/admin\/resetpassword\/[0-9a-f]{64}$/),
            sentAt: expect.any(String),
        });
        expect(newest.link).not.toBe(older.link);

        const files = (await readdir(join(t.dir, 'outbox'))).filter(name => name.endsWith('.eml'));
        expect(files).toHaveLength(2);
        const eml = await readFile(join(t.dir, 'outbox', files.sort().at(-1) ?? ''), 'utf8');
        expect(eml).toContain(`To: ${ADMIN.email}\r\n`);
        expect(eml).toContain('Subject: Reset your admin console password\r\n');
        expect(eml).toContain(newest.link);
    });

    it('filters by recipient', async () => {
        expect(
            (await t.call('GET', `/__outbox?to=${encodeURIComponent('Superadmin@Example.com')}`, undefined, '')).body
                .data,
        ).toHaveLength(2);
        expect((await t.call('GET', '/__outbox?to=someone@example.com', undefined, '')).body.data).toEqual([]);
    });

    it('keeps only a hash of the token in the data', async () => {
        const { body } = await t.call('GET', '/__outbox', undefined, '');
        const token = String(body.data[0].link).split('/').pop() ?? '';
        await t.api.flush();
        const stored = JSON.parse(await readFile(t.dbFile, 'utf8')) as Record<string, { _id: string }[]>;
        expect(stored.password_resets).toHaveLength(1);
        expect(JSON.stringify(stored.password_resets)).not.toContain(token);
    });

    it('POST /__reset empties the outbox and ends the links', async () => {
        const { body } = await t.call('GET', '/__outbox', undefined, '');
        const token = String(body.data[0].link).split('/').pop();
        await t.call('POST', '/__reset', undefined, '');
        // The reset ended the session too; sign in again for the tests after this one.
        expect((await t.call('GET', '/api/v1/superadmin/profile')).status).toBe(401);
        t.token = (await t.call('POST', '/api/v1/superadminlogin', ADMIN, '')).body.data.accessToken;
        expect((await t.call('GET', '/__outbox', undefined, '')).body.data).toEqual([]);
        const reset = await t.call(
            'POST',
            '/api/v1/superadmin/resetpassword',
            { reset_token: token, new_password: 'Another@123' },
            '',
        );
        expect(reset).toMatchObject({
            status: 400,
            body: { success: false, message: 'This password reset link is invalid or has already been used' },
        });
    });
});

describe('profile refusals in form order', () => {
    it('names the first empty field of the form', async () => {
        const form = new FormData();
        for (const key of ['smtp_email', 'smtp_password', 'email', 'logo', 'stripe_secret_key', 'stripe_public_key'])
            form.append(key, '');
        const { status, body } = await t.call('PUT', '/api/v1/superadmin/editprofile', form);
        expect(status).toBe(400);
        expect(body.message).toBe('Please Enter Email');
        form.set('smtp_email', 'smtp@example.com');
        expect((await t.call('PUT', '/api/v1/superadmin/editprofile', form)).body.message).toBe(
            'Please Enter Password',
        );
    });

    it('refuses a second file field', async () => {
        const form = new FormData();
        form.append('avatar', new Blob(['x']), 'x.png');
        const { status, body } = await t.call('PUT', '/api/v1/superadmin/editprofile', form);
        expect(status).toBe(400);
        expect(body.message).toBe('Only the profile picture (logo) can be uploaded');
    });
});
