import { describe, expect, it } from 'vitest';
import { peopleApi } from '../../src/resources/people/api.shared';
import { type Harness, harnessForFile } from './support/harness';
import { peopleCalls } from './support/people';

let h: Harness;
harnessForFile(harness => (h = harness), 'eachTest');
const { raw, activity } = peopleCalls(() => h);

describe('log in as', () => {
    const enabledCoach = async () => (await h.list('user')).data.find(r => r.user_status === true)!;

    it('POST /check-token {token, user} answers a short coach session that opens the dashboard only', async () => {
        const coach = await enabledCoach();
        const adminToken = h.session.token();
        const { data } = await h.dataProvider.call<{ token: string }>(peopleApi.checkToken, {
            data: { user: coach.id },
        });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: '/check-token', keys: ['token', 'user'] });
        expect(h.lastCall().body.token).toBe(adminToken);
        const claims = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString()) as {
            sub: string;
            exp: number;
            iat: number;
            by: string;
        };
        expect(claims.sub).toBe(coach.id);
        expect(claims.exp - claims.iat).toBeLessThanOrEqual(3600);
        const verify = await raw('POST', '/api/v1/superadmin/verify-session', { id: coach.id, token: data.token });
        expect(verify.body.data).toMatchObject({ _id: coach.id, first_name: coach.first_name, is_superadmin: false });
        // A coach's token: 403 on the super-admin's routes (the session stays), 200 on the dashboard.
        const list = await raw('POST', '/getAdmin', { page: 1, limit: 10 }, data.token);
        expect(list.status).toBe(403);
        expect((await raw('POST', '/check-token', { token: data.token, user: coach.id }, data.token)).status).toBe(403);
        const dashboard = await raw('GET', '/dashboard/student-activity', undefined, data.token);
        expect(dashboard.status).toBe(200);
        const log = await activity();
        expect(log.find(e => e.action === 'login_as')).toMatchObject({
            actor_name: 'Super Admin',
            target_id: coach.id,
            target_type: 'coach',
        });
    });

    it("a coach's session reads and saves its own profile (GET /viewAdmin, POST /editAdmin), no one else's", async () => {
        const [coach, other] = (await h.list('user')).data.filter(r => r.user_status === true);
        const { data } = await h.dataProvider.call<{ token: string }>(peopleApi.checkToken, {
            data: { user: coach.id },
        });
        const own = await raw('GET', `/viewAdmin/${coach.id}`, undefined, data.token);
        expect(own.status).toBe(200);
        expect(own.body.data).toMatchObject({ _id: coach.id, email: coach.email });
        expect(own.body.data).not.toHaveProperty('password');
        const saved = await raw(
            'POST',
            `/editAdmin/${coach.id}`,
            { ...own.body.data, school: 'Own School' },
            data.token,
        );
        expect(saved.status).toBe(200);
        expect(saved.body.data.school).toBe('Own School');
        expect((await raw('GET', `/viewAdmin/${other.id}`, undefined, data.token)).status).toBe(403);
        const refused = await raw(
            'POST',
            `/editAdmin/${other.id}`,
            { ...own.body.data, school: 'Not Mine' },
            data.token,
        );
        expect(refused.status).toBe(403);
        expect((await h.dataProvider.getOne('user', { id: other.id })).data.school).not.toBe('Not Mine');
        expect((await raw('DELETE', `/deleteAdmin/${coach.id}`, undefined, data.token)).status).toBe(403);
        expect((await raw('GET', `/viewAdmin/${coach.id}`)).status).toBe(401);
    });

    it("refuses a disabled or unknown coach, and a token that is not the caller's", async () => {
        const disabled = (await h.list('user', 1, '', 'user_status', 'ASC')).data.find(r => r.user_status === false)!;
        await expect(h.dataProvider.call(peopleApi.checkToken, { data: { user: disabled.id } })).rejects.toThrow(
            'Cannot login',
        );
        await expect(
            h.dataProvider.call(peopleApi.checkToken, { data: { user: '000000000000000000000000' } }),
        ).rejects.toThrow('Cannot login');
        const coach = await enabledCoach();
        const forged = await raw('POST', '/check-token', { token: 'x.y.z', user: coach.id }, h.session.token());
        expect(forged.status).toBe(403);
    });

    it('POST /check-superadmin {token} confirms a super-admin session; the auth provider keeps it aside and brings it back', async () => {
        const coach = await enabledCoach();
        const adminToken = h.session.token();
        const ok = await raw('POST', '/check-superadmin', { token: adminToken });
        expect(ok.body.data).toMatchObject({ is_superadmin: true });
        const { data } = await h.dataProvider.call<{ token: string }>(peopleApi.checkToken, {
            data: { user: coach.id },
        });
        expect((await raw('POST', '/check-superadmin', { token: data.token })).status).toBe(403);

        const user = await h.authProvider.loginAs(data.token);
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: '/check-superadmin', keys: ['token'] });
        expect(h.lastCall().body.token).toBe(adminToken);
        expect(user._id).toBe(coach.id);
        expect(h.session.token()).toBe(data.token);
        expect((await h.authProvider.getIdentity?.())?.fullName).toBe(`${coach.first_name} ${coach.last_name}`);
        expect(h.authProvider.backToSuperAdmin()).toBe(true);
        expect(h.session.token()).toBe(adminToken);
        expect((await h.authProvider.getIdentity?.())?.fullName).toBe('Super Admin');
    });
});
