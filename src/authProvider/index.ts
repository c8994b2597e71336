import type { AuthProvider, UserIdentity } from 'ra-core';
import { createHttpClient, type ApiUrl, type HttpClient, type Session } from '../dataProvider/http';
import { accountApi, loginAsApi, verifiesSession } from '../shared/account/endpoints';
import { type BrowserSession, browserSession, type LoggedInAs, subjectOf } from './session';

interface AdminUser {
    _id: string;
    first_name: string;
    last_name?: string;
    email?: string;
    file?: string;
    /** A signed link to the picture (the API serves pictures to a session or through such links). */
    file_url?: string;
    dateFormat?: string;
    is_superadmin?: boolean;
    /** A staff member's role (the session check answers it for staff only). */
    role_id?: string;
}

interface LoginAnswer {
    accessToken: string;
    user: AdminUser;
}

export interface AuthOptions {
    apiUrl: ApiUrl;
    /** The aside methods are needed for log in as only. */
    session?: Omit<BrowserSession, 'asideToken' | 'setAside' | 'restoreAside' | 'loggedInAs'> & Partial<BrowserSession>;
    fetch?: typeof fetch;
}

/** The auth provider plus a way to re-read the user after it changed (a new profile picture). */
export interface AppAuthProvider extends AuthProvider {
    /** Forgets the cached user, so the next identity comes fresh from the session check. */
    refreshIdentity(): void;
    /** Whose session it is, from a session check already under way or answered; undefined when none is (asks nothing). */
    checkedIdentity(): Promise<UserIdentity> | undefined;
    /**
     * Calls `listener` when the session check fails after the screen was let
     * through (the session is already cleared then); returns the unsubscribe.
     */
    onSessionLost(listener: () => void): () => void;
    /**
     * Log in as: makes the coach's (or staff member's) token (from /login_as/{token}) the active
     * session once the server confirms it and confirms that a super-admin
     * session stands behind it (POST /check-superadmin); the super-admin's own
     * token is kept aside. Rejects (and changes nothing) otherwise.
     */
    loginAs(token: string): Promise<AdminUser>;
    /** The super-admin's session is active again; false when none was kept aside. */
    backToSuperAdmin(): boolean;
    /** Whether the active session is a log in as (a super-admin's token is kept aside). */
    isLoggedInAs(): boolean;
    /** Whom the active session is while logged in as: a coach (the coach's view) or a staff member (their role's). */
    loggedInAs(): LoggedInAs | null;
}

const isStatus = (error: unknown, ...codes: number[]) =>
    typeof error === 'object' && error !== null && codes.includes((error as { status?: number }).status ?? 0);

/** Ends the active and the set-aside sessions on the server, without waiting for it. */
const endServerSessions = (
    apiUrl: ApiUrl,
    session: NonNullable<AuthOptions['session']>,
    fetch: AuthOptions['fetch'],
) => {
    for (const token of [session.token(), session.asideToken?.() ?? null]) {
        if (!token) continue;
        const holder: Session = { token: () => token, userId: () => null };
        createHttpClient(apiUrl, holder, fetch)
            .call(accountApi.logout)
            .catch(() => undefined);
    }
};

const identityOf = (user: AdminUser): UserIdentity => ({
    id: user._id,
    fullName: [user.first_name, user.last_name].filter(Boolean).join(' '),
    firstName: user.first_name,
    avatar: user.file_url || undefined,
});

type AuthSession = NonNullable<AuthOptions['session']>;

/** The session check, asked of the server once and shared until whose session it is changes; failures are told. */
const sessionCheck = (http: HttpClient, session: AuthSession) => {
    let verified: Promise<AdminUser> | null = null;
    const lostListeners = new Set<() => void>();

    const signOut = () => {
        session.clear();
        verified = null;
    };

    const verify = (): Promise<AdminUser> => {
        if (!verified) {
            const token = session.token();
            verified = http
                .call<AdminUser>(accountApi.verifySession, { id: session.userId(), token })
                .then(answer => answer.data)
                .catch(error => {
                    // A server that cannot be reached has not refused the session: keep it (the screens say they
                    // cannot reach the server and offer Retry), and check again next time. Any answer that
                    // refuses it ends it.
                    if (isStatus(error, 0)) {
                        verified = null;
                        throw error;
                    }
                    signOut();
                    lostListeners.forEach(listener => listener());
                    throw error;
                });
        }
        return verified;
    };

    return {
        verify,
        signOut,
        /** The check under way or answered, if any. */
        current: () => verified,
        /** The next check asks the server again. */
        forget: () => {
            verified = null;
        },
        /** The user the server has just answered with stands as the check's answer. */
        know: (user: AdminUser) => {
            verified = Promise.resolve(user);
        },
        onLost: (listener: () => void) => {
            lostListeners.add(listener);
            return () => lostListeners.delete(listener);
        },
    };
};

/** Log in as, and back: a coach's session made the active one, with the super-admin's kept aside. */
const logInAsCalls = (
    http: HttpClient,
    session: AuthSession,
    check: ReturnType<typeof sessionCheck>,
): Pick<AppAuthProvider, 'loginAs' | 'backToSuperAdmin' | 'isLoggedInAs' | 'loggedInAs'> => ({
    async loginAs(token: string) {
        // During a log in as the super-admin's token is the one aside; otherwise it is the active one.
        const superAdmin = session.asideToken?.() ?? session.token();
        if (!superAdmin || !session.setAside) throw new Error('No super admin session');
        const { data: user } = await http.call<AdminUser>(accountApi.verifySession, {
            id: subjectOf(token),
            token,
        });
        await http.call(loginAsApi.checkSuperadmin, { token: superAdmin });
        session.setAside(superAdmin, user.role_id ? 'staff' : 'coach');
        session.save(token);
        check.know(user);
        return user;
    },
    backToSuperAdmin() {
        const restored = session.restoreAside?.() ?? false;
        if (restored) check.forget();
        return restored;
    },
    isLoggedInAs() {
        return Boolean(session.token() && session.asideToken?.());
    },
    loggedInAs() {
        if (!session.token()) return null;
        return session.loggedInAs?.() ?? (session.asideToken?.() ? 'coach' : null);
    },
});

/**
 * Login, the session check (once per page load, then on demand), 401
 * handling and the identity shown in the top bar. No `getPermissions`: whose
 * session it is comes from `isLoggedInAs` (sessionRole in ../providers), read
 * once per page load. With it, react-admin waited for its answer, then
 * registered every resource again and drew the whole layout a second time.
 */
export const createAuthProvider = ({ apiUrl, session = browserSession, fetch }: AuthOptions): AppAuthProvider => {
    const http = createHttpClient(apiUrl, session, fetch);
    const check = sessionCheck(http, session);

    return {
        ...logInAsCalls(http, session, check),
        async login(params: { email: string; password: string }) {
            const { data } = await http.call<LoginAnswer>(accountApi.login, params);
            session.save(data.accessToken);
            check.know(data.user);
        },
        async logout() {
            // The server ends the sessions too (and the log-in-as sessions opened from them); the browser does not
            // wait for it, and a session the server already ended (401) is as good as ended.
            endServerSessions(apiUrl, session, fetch);
            check.signOut();
            return '/login';
        },
        /**
         * With a stored token a guarded screen is let through at once and the
         * session check runs beside it: the screen and its list load while the
         * server answers, and a failed check clears the session and tells
         * `onSessionLost` listeners (the console then hides the screen and goes
         * to /login). `{ verify: true }` waits for the server's answer, even on a
         * public page (the login page does).
         */
        async checkAuth(params: { verify?: boolean } = {}) {
            if (!session.token()) throw { redirectTo: '/login', message: false };
            if (params.verify) {
                try {
                    await check.verify();
                } catch {
                    throw { redirectTo: '/login', message: false };
                }
                return;
            }
            // Public pages (register, password recovery...) leave the stored session alone.
            const onPublicPage = typeof window !== 'undefined' && !verifiesSession(window.location.pathname);
            if (!onPublicPage) check.verify().catch(() => undefined);
        },
        async checkError(error: unknown) {
            if (isStatus(error, 401)) {
                check.signOut();
                throw { redirectTo: '/login', logoutUser: true };
            }
        },
        async getIdentity(): Promise<UserIdentity> {
            return identityOf(await check.verify());
        },
        refreshIdentity() {
            check.forget();
        },
        checkedIdentity() {
            return check.current()?.then(identityOf);
        },
        onSessionLost: check.onLost,
    };
};
