import { describe, expect, it } from 'vitest';
import { browserSession, subjectOf } from '../../src/authProvider/session';

const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

describe('browser session', () => {
    it('reads the user id from the token subject', () => {
        expect(subjectOf(jwt({ sub: 'abc' }))).toBe('abc');
        expect(subjectOf('garbage')).toBeNull();
        expect(subjectOf(null)).toBeNull();
    });

    it('stores isLogin, accessToken and token, and clears them with the cookie', () => {
        const token = jwt({ sub: 'u1' });
        browserSession.save(token);
        expect(localStorage.getItem('isLogin')).toBe('true');
        expect(localStorage.getItem('accessToken')).toBe(token);
        expect(localStorage.getItem('token')).toBe(token);
        expect(document.cookie).toContain('token=');
        expect(browserSession.userId()).toBe('u1');
        browserSession.clear();
        expect(localStorage.getItem('isLogin')).toBeNull();
        expect(localStorage.getItem('accessToken')).toBeNull();
        expect(browserSession.token()).toBeNull();
        expect(document.cookie).not.toContain('token=');
    });
});

describe('session check on start-up', () => {
    it('is skipped for the public first path segments of the spec', async () => {
        const { verifiesSession } = await import('../../src/shared/account/endpoints');
        for (const path of [
            '/login',
            '/register',
            '/forgotPassword',
            '/admin/resetpassword/abc',
            '/quotes-accept/1',
            '/login_as/x',
        ]) {
            expect(verifiesSession(path)).toBe(false);
        }
        for (const path of ['/', '/dashboard', '/event', '/general/profile', '/administrators']) {
            expect(verifiesSession(path)).toBe(true);
        }
    });
});
