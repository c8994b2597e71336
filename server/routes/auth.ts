import type { Express, RequestHandler } from 'express';
import * as yup from 'yup';
import { recordActivity } from '../activity';
import { personName } from '../activityTrail';
import { Refusal, handle, succeed } from '../answers';
import { accountApi } from '../../src/authProvider/endpoints';
import { validateForm } from '../formRules';
import { DECOY_HASH, verifyPassword } from '../passwords';
import type { StoredRecord } from '../dbFile';
import type { FileLinks } from '../fileLinks';
import type { Sessions } from '../sessions';
import type { Store } from '../store';
import { COACHES, USERS, sessionUser, userByEmail } from '../users';

/** The spec's login messages (§5); the 8-16 length rule is the console's, the server only needs a match. */
const credentials = yup.object({
    email: yup.string().trim().required('Please Enter Email').email('Please enter valid email address'),
    password: yup.string().required('Please Enter Password'),
});

export const LOGIN_PATH = '/api/v1/superadminlogin';
/**
 * A coach's own sign-in (the coach app's, not this console's): the spec shows
 * none; it lets a password the super-admin set be used, and answers a coach session.
 */
export const COACH_LOGIN_PATH = '/api/v1/coachlogin';
/** The spec leaves the session check's method and path open (§7); this is the one the console uses. */
export const VERIFY_SESSION_PATH = '/api/v1/superadmin/verify-session';
/** Not in the spec (its logout clears the browser's session only): the session ends on the server too. */
export const LOGOUT_PATH = accountApi.logout.path;

/** Names no stranger's text in the log: the e-mail tried is shown only when it is an account's. */
const UNKNOWN_ACCOUNT = 'unknown account';
const actorTried = (account: StoredRecord | undefined) =>
    account
        ? { actor_id: account._id, actor_name: personName(account) }
        : { actor_id: null, actor_name: UNKNOWN_ACCOUNT };

export const registerAuthRoutes = (
    app: Express,
    store: Store,
    sessions: Sessions,
    throttle: RequestHandler[],
    signedIn: RequestHandler,
    links: FileLinks,
): void => {
    app.post(
        LOGIN_PATH,
        ...throttle,
        handle(async (req, res) => {
            const { email, password } = await validateForm(credentials, req.body);
            const user = userByEmail(store.collection(USERS), email);
            const stored = typeof user?.password === 'string' ? user.password : DECOY_HASH;
            const matches = await verifyPassword(password, stored);
            if (!user || !matches || user.is_superadmin !== true) {
                recordActivity(store, { action: 'sign_in_failed', ...actorTried(user), detail: 'admin console' });
                throw new Refusal(400, 'Invalid email or password');
            }
            recordActivity(store, {
                action: 'sign_in',
                actor_id: user._id,
                actor_name: personName(user),
                detail: 'admin console',
            });
            succeed(
                res,
                { accessToken: await sessions.open(user._id), user: sessionUser(user, links) },
                'Logged in successfully',
            );
        }),
    );

    app.post(
        COACH_LOGIN_PATH,
        ...throttle,
        handle(async (req, res) => {
            const { email, password } = await validateForm(credentials, req.body);
            const coach = userByEmail(store.collection(COACHES), email);
            const stored = typeof coach?.password === 'string' ? coach.password : DECOY_HASH;
            const matches = await verifyPassword(password, stored);
            if (!coach || !matches || coach.user_status === false) {
                recordActivity(store, { action: 'sign_in_failed', ...actorTried(coach), detail: 'coach app' });
                throw new Refusal(400, 'Invalid email or password');
            }
            recordActivity(store, {
                action: 'sign_in',
                actor_id: coach._id,
                actor_name: personName(coach),
                detail: 'coach app',
            });
            succeed(
                res,
                { accessToken: await sessions.open(coach._id), user: sessionUser(coach, links) },
                'Logged in successfully',
            );
        }),
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
};
