import type { Express, RequestHandler } from 'express';
import * as yup from 'yup';
import { recordActivity } from '../domain/activity';
import { personName } from '../domain/activityTrail';
import { Refusal, handle, succeed } from '../http/answers';
import { accountApi } from '../../src/shared/account/endpoints';
import { validateForm } from '../http/formRules';
import { DECOY_HASH, verifyPassword } from '../auth/passwords';
import type { StoredRecord } from '../store/dbFile';
import type { FileLinks } from '../http/fileLinks';
import type { Sessions } from '../auth/sessions';
import type { Store } from '../store/store';
import { COACHES, STAFF, USERS, sessionUser, userByEmail } from '../auth/users';
import { route, type RouteDoc } from '../openapi/routeDoc';

/** The spec's login messages (§5); the 8-16 length rule is the console's, the server only needs a match. */
const credentials = yup.object({
    email: yup.string().trim().required('Please Enter Email').email('Please enter valid email address'),
    password: yup.string().required('Please Enter Password'),
});

const LOGIN_PATH = '/api/v1/superadminlogin';
/**
 * A coach's own sign-in (the coach app's, not this console's): the spec shows
 * none; it lets a password the super-admin set be used, and answers a coach session.
 */
const COACH_LOGIN_PATH = '/api/v1/coachlogin';
/** The spec leaves the session check's method and path open (§7); this is the one the console uses. */
const VERIFY_SESSION_PATH = accountApi.verifySession.path;
/** Not in the spec (its logout clears the browser's session only): the session ends on the server too. */
const LOGOUT_PATH = accountApi.logout.path;

/** Names no stranger's text in the log: the e-mail tried is shown only when it is an account's. */
const UNKNOWN_ACCOUNT = 'unknown account';
const actorTried = (account: StoredRecord | undefined) =>
    account
        ? { actor_id: account._id, actor_name: personName(account) }
        : { actor_id: null, actor_name: UNKNOWN_ACCOUNT };

/** Who signs in on this console: the super-admin, or an active staff member (one e-mail is one account across all). */
const signsInHere = (user: StoredRecord): boolean =>
    user.is_superadmin === true || (user.role_id !== undefined && user.active !== false);

/**
 * One sign-in: the account by e-mail in `collections` (the first that has it), let in when `admits` it; every try
 * is logged as `detail`.
 */
const signInTo =
    (store: Store, sessions: Sessions, links: FileLinks) =>
    (collections: readonly string[], admits: (account: StoredRecord) => boolean, detail: string) =>
        handle(async (req, res) => {
            const { email, password } = await validateForm(credentials, req.body);
            const account = collections
                .map(name => userByEmail(store.collection(name), email))
                .find(found => found !== undefined);
            const stored = typeof account?.password === 'string' ? account.password : DECOY_HASH;
            const matches = await verifyPassword(password, stored);
            if (!account || !matches || !admits(account)) {
                recordActivity(store, { action: 'sign_in_failed', ...actorTried(account), detail });
                throw new Refusal(400, 'Invalid email or password');
            }
            recordActivity(store, {
                action: 'sign_in',
                actor_id: account._id,
                actor_name: personName(account),
                detail,
            });
            succeed(
                res,
                { accessToken: await sessions.open(account._id), user: sessionUser(account, links) },
                'Logged in successfully',
            );
        });

export const registerAuthRoutes = (
    app: Express,
    store: Store,
    sessions: Sessions,
    throttle: RequestHandler[],
    signedIn: RequestHandler,
    links: FileLinks,
): RouteDoc[] => {
    const signIn = signInTo(store, sessions, links);
    app.post(LOGIN_PATH, ...throttle, signIn([USERS, STAFF], signsInHere, 'admin console'));
    app.post(
        COACH_LOGIN_PATH,
        ...throttle,
        signIn([COACHES], coach => coach.user_status !== false, 'coach app'),
    );

    // Any session, a coach's too; the log-in-as sessions opened from a super-admin's end with it.
    app.post(
        LOGOUT_PATH,
        signedIn,
        handle((_req, res) => {
            sessions.end(String(res.locals.sessionId));
            succeed(res, null, '');
        }),
    );

    app.post(
        VERIFY_SESSION_PATH,
        handle(async (req, res) => {
            const { id, token } = req.body as Record<string, unknown>;
            const session = typeof token === 'string' ? await sessions.check(token) : undefined;
            if (!session || session.user._id !== id) throw new Refusal(401, 'Unauthorized');
            succeed(res, sessionUser(session.user, links));
        }),
    );
    return authRouteDocs();
};

/** The sign-in routes as the API reference describes them. */
const authRouteDocs = (): RouteDoc[] => {
    const session = {
        type: 'object',
        properties: { accessToken: { type: 'string' }, user: SESSION_USER },
        required: ['accessToken', 'user'],
    };
    const tag = 'sign-in';
    return [
        route(`POST ${LOGIN_PATH}`, {
            summary: 'Sign in as the super-admin or a staff member',
            tag,
            access: 'public',
            body: credentials,
            data: session,
            throttled: true,
        }),
        route(`POST ${COACH_LOGIN_PATH}`, {
            summary: "Sign in as a coach (the coach app's sign-in)",
            tag,
            access: 'public',
            body: credentials,
            data: session,
            throttled: true,
        }),
        route(`POST ${VERIFY_SESSION_PATH}`, {
            summary: 'Check a session: the user behind a token, or 401',
            tag,
            access: 'public',
            body: { type: 'object', properties: { id: { type: 'string' }, token: { type: 'string' } } },
            data: SESSION_USER,
            refuses: [401],
        }),
        route(`POST ${LOGOUT_PATH}`, {
            summary: 'Sign out: ends this session and the log-in-as sessions opened from it',
            tag,
            access: 'session',
            data: { type: 'null' },
        }),
    ];
};

/** The session's user as sign-in and the session check answer it (never a password hash). */
const SESSION_USER = {
    type: 'object',
    properties: { _id: { type: 'string' }, email: { type: 'string' }, password: false },
    required: ['_id'],
};
