import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi } from './harness';
import { coachSession, PNG, raw, stopEachTestsApi } from './strangerRequests';

// What the stored data and the uploaded files show to whom.

let t: TestApi | undefined;
stopEachTestsApi(
    () => t,
    () => (t = undefined),
);

describe('/_db', () => {
    it('shows no password hash or session bookkeeping in any collection', async () => {
        t = await startTestApi();
        const { coach } = await coachSession(t);
        const students = (await t.call('POST', '/getAllStudents', { page: 1, limit: 1 })).body.data.docs;
        await t.call('POST', `/user/changepassword/${students[0]._id}`, {
            new_password: 'Student@1234',
            confirm_new_password: 'Student@1234',
        });
        for (const path of [
            `/_db/coaches/${coach._id}`,
            `/_db/students/${students[0]._id}`,
            '/_db/users',
            '/_db/coaches',
            '/_db/students',
        ]) {
            const res = await t.call('GET', path);
            expect(res.status).toBe(200);
            const text = JSON.stringify(res.body);
            for (const secret of [
                'scrypt',
                '"password"',
                'sessions_valid_from',
                'kept_session',
                'smtp_password',
                'secret_key',
            ])
                expect(text).not.toContain(secret);
        }
    });
});

describe('files by permission', () => {
    it('serves a resource file only through its signed link or to a session', async () => {
        t = await startTestApi();
        const listed = (
            await t.call('POST', '/resource/superadmin/getPaginatedResourcesForCoachInSuperadmin', {
                page: 1,
                limit: 100,
                search: '',
            })
        ).body.data.docs;
        const blocked = listed.find(
            (r: { resource_file?: string; block_download?: boolean }) => r.resource_file && r.block_download,
        );
        expect(blocked).toBeDefined();
        const bare = await raw(t, 'GET', `/resources/${blocked.resource_file}`);
        expect(bare.status).toBe(403);
        expect((await raw(t, 'GET', `/resources/${blocked.resource_file}?download=1`)).status).toBe(403);
        expect(blocked.download_url).toBeUndefined();
        expect((await fetch(blocked.file_url)).status).toBe(200);
        // A forged or tampered signature opens nothing.
        expect((await fetch(blocked.file_url.replace(/sig=[0-9a-f]{4}/, 'sig=0000'))).status).toBe(403);
        expect((await fetch(`${blocked.file_url}&download=1`)).status).toBe(403);
        const withSession = await raw(t, 'GET', `/resources/${blocked.resource_file}`, {
            headers: { authorization: `Bearer ${t.token}` },
        });
        expect(withSession.status).toBe(200);
    });

    it('serves pictures only through their signed link or to a session', async () => {
        t = await startTestApi();
        const form = new FormData();
        for (const [key, value] of Object.entries({
            smtp_email: 'smtp@example.com',
            smtp_password: 'Smtp@1234',
            email: ADMIN.email,
            stripe_public_key: 'pk',
            stripe_secret_key: 'sk',
        })) {
            form.append(key, value);
        }
        form.append('logo', new Blob([PNG], { type: 'image/png' }), 'me.png');
        const saved = (await t.call('PUT', '/api/v1/superadmin/editprofile', form)).body.data;
        expect((await raw(t, 'GET', `/uploads/${saved.logo}`)).status).toBe(403);
        expect(
            (await raw(t, 'GET', `/uploads/${saved.logo}`, { headers: { authorization: `Bearer ${t.token}` } })).status,
        ).toBe(200);
        expect((await fetch(saved.logo_url)).status).toBe(200);
        const user = (
            await t.call(
                'POST',
                '/api/v1/superadmin/verify-session',
                { id: JSON.parse(atob(t.token.split('.')[1])).sub, token: t.token },
                '',
            )
        ).body.data;
        expect(user.file_url).toMatch(/\/uploads\/profile-.+\?expires=\d+&sig=[0-9a-f]{64}$/);
    });

    it('keeps an upload’s name as sent (UTF-8), and sends it back in Content-Disposition (RFC 6266)', async () => {
        t = await startTestApi();
        const name = 'résumé 日本.pdf';
        const form = new FormData();
        form.append('title', 'A file with its own name');
        form.append('resource_for', 'coach');
        form.append('isPrivate', 'true');
        form.append('resource_file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), name);
        const added = await t.call('POST', '/resource/superdadmin/add', form);
        expect(added.status).toBe(200);
        expect(added.body.data.file_name).toBe(name);
        const download = await fetch(added.body.data.download_url);
        expect(download.status).toBe(200);
        expect(download.headers.get('content-disposition')).toBe(
            `attachment; filename="resume __.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%E6%97%A5%E6%9C%AC.pdf`,
        );
    });

    it('POST /__reset removes every uploaded file', async () => {
        t = await startTestApi();
        const form = new FormData();
        form.append('title', 'A file to be reset away');
        form.append('resource_for', 'coach');
        form.append('isPrivate', 'true');
        form.append('resource_file', new Blob([PNG], { type: 'image/png' }), 'picture.png');
        const added = await t.call('POST', '/resource/superdadmin/add', form);
        expect(added.status).toBe(200);
        const stored = join(t.dir, 'uploads', 'resources', added.body.data.resource_file);
        expect(existsSync(stored)).toBe(true);
        await t.api.reset();
        expect(existsSync(stored)).toBe(false);
        expect(await readdir(join(t.dir, 'uploads'))).toEqual([]);
    });
});
