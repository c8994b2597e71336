import type { Session } from '../dataProvider/http';

/**
 * The browser side of a session, stored as the spec lists it: `isLogin`,
 * `accessToken` and `token` in localStorage, plus a `token` cookie. The user
 * id is the token's subject, so nothing else needs storing.
 */
const KEYS = ['isLogin', 'accessToken', 'token'] as const;

/** Reads the `sub` claim of a three-part token without verifying it (the server does that). */
export const subjectOf = (jwt: string | null): string | null => {
    const part = jwt?.split('.')[1];
    if (!part) return null;
    try {
        const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
        const claims = JSON.parse(json) as { sub?: unknown };
        return typeof claims.sub === 'string' ? claims.sub : null;
    } catch {
        return null;
    }
};

/** Where the super-admin's own token waits while they are logged in as a coach (this tab's origin only). */
const ASIDE_KEY = 'superAdminToken';
/** Whom the super-admin is logged in as: a staff member's view is their role's, not a coach's. */
const AS_KEY = 'loggedInAs';

/** Whose account a log in as opened: a coach's (the coach's view) or a staff member's (their role's view). */
export type LoggedInAs = 'coach' | 'staff';

export interface BrowserSession extends Session {
    save(token: string): void;
    clear(): void;
    /** The super-admin's token kept aside during a log in as, or null. */
    asideToken(): string | null;
    /** Keeps `token` (the super-admin's) aside; the active session becomes another, a coach's unless said. */
    setAside(token: string, as?: LoggedInAs): void;
    /** Whom the active session is while logged in as, or null when none is. */
    loggedInAs(): LoggedInAs | null;
    /** Makes the token kept aside the active one again; false when there was none. */
    restoreAside(): boolean;
}

export const browserSession: BrowserSession = {
    token: () => (localStorage.getItem('isLogin') === 'true' ? localStorage.getItem('accessToken') : null),
    userId: () => subjectOf(browserSession.token()),
    // A token kept aside is the super-admin's: the active one is the coach's (or staff member's) it logged in as.
    role: () => (browserSession.loggedInAs() === 'coach' ? 'coach' : 'superadmin'),
    save(token: string) {
        localStorage.setItem('isLogin', 'true');
        localStorage.setItem('accessToken', token);
        localStorage.setItem('token', token);
        document.cookie = `token=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
    },
    clear() {
        KEYS.forEach(key => localStorage.removeItem(key));
        localStorage.removeItem(ASIDE_KEY);
        localStorage.removeItem(AS_KEY);
        document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax';
    },
    asideToken: () => localStorage.getItem(ASIDE_KEY),
    setAside(token: string, as: LoggedInAs = 'coach') {
        localStorage.setItem(ASIDE_KEY, token);
        localStorage.setItem(AS_KEY, as);
    },
    loggedInAs: () => {
        if (!localStorage.getItem(ASIDE_KEY)) return null;
        return localStorage.getItem(AS_KEY) === 'staff' ? 'staff' : 'coach';
    },
    restoreAside() {
        const aside = localStorage.getItem(ASIDE_KEY);
        if (!aside) return false;
        localStorage.removeItem(ASIDE_KEY);
        localStorage.removeItem(AS_KEY);
        browserSession.save(aside);
        return true;
    },
};
