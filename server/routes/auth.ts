import type { Express, RequestHandler } from 'express';
import * as yup from 'yup';
import { recordActivity } from '../activity';
import { personName } from '../activityTrail';
import { Refusal, handle, succeed } from '../answers';
import { validateForm } from '../formRules';
import { DECOY_HASH, verifyPassword } from '../passwords';
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

export const registerAuthRoutes = (app: Express, store: Store, sessions: Sessions, throttle: RequestHandler[]): void => {
    app.post(
        LOGIN_PATH,
        ...throttle,
        handle(async (req, res) => {
            const { email, password } = await validateForm(credentials, req.body);
            const user = userByEmail(store.collection(USERS), email);
            const stored = typeof user?.password === 'string' ? user.password : DECOY_HASH;
            const matches = await verifyPassword(password, stored);
            if (!user || !matches || user.is_superadmin !== true) {
                // The e-mail tried names an unknown caller; a known one is logged under their name.
                const actor = user ? { actor_id: user._id, actor_name: personName(user) } : { actor_id: null, actor_name: email };
                recordActivity(store, { action: 'sign_in_failed', ...actor, detail: email });
                throw new Refusal(400, 'Invalid email or password');
            }
            recordActivity(store, { action: 'sign_in', actor_id: user._id, actor_name: personName(user) });
            succeed(res, { accessToken: await sessions.open(user._id), user: sessionUser(user) }, 'Logged in successfully');
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
            if (!coach || !matches || coach.user_status === false) throw new Refusal(400, 'Invalid email or password');
            succeed(res, { accessToken: await sessions.open(coach._id), user: sessionUser(coach) }, 'Logged in successfully');
        }),
    );

    app.post(
        VERIFY_SESSION_PATH,
        handle(async (req, res) => {
            const { id, token } = req.body as Record<string, unknown>;
            const session = typeof token === 'string' ? await sessions.check(token) : undefined;
            if (!session || session.user._id !== id) throw new Refusal(401, 'Unauthorized');
            succeed(res, sessionUser(session.user));
        }),
    );
};
