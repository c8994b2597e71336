import { createHash, randomBytes } from 'node:crypto';
import { accountApi } from '../../src/shared/account/endpoints';
import { forgotPasswordRules, resetPasswordRequestRules } from '../../src/shared/account/accountRules';
import { recordActivity } from '../domain/activity';
import { personName } from '../domain/activityTrail';
import { Refusal, handle, succeed } from '../http/answers';
import type { StoredRecord } from '../store/dbFile';
import { validateForm } from '../http/formRules';
import { OUTBOX, OUTBOX_PATH, mailsNewestFirst, sendMail } from '../store/outbox';
import { PASSWORD_RESETS, dropResetLinks, storeNewPassword } from '../auth/passwordChanges';
import type { Store } from '../store/store';
import { STAFF, USERS, userByEmail } from '../auth/users';
import type { RouteModule } from './module';
import { route } from '../openapi/routeDoc';

/** How long a reset link works. */
const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Every forgot-password answer takes this long (the mail and the stored link take a few ms, a disk under
 * load more), so an account's existence does not show in how fast the form answers.
 */
export const FORGOT_ANSWER_MS = 250;
/** The same answer whether or not the address has an account, so the form cannot be used to find accounts. */
const LINK_SENT = 'If this e-mail belongs to an admin account, a password reset link has been sent to it';
const LINK_UNKNOWN = 'This password reset link is invalid or has already been used';
const LINK_EXPIRED = 'This password reset link has expired. Please request a new one';
const PASSWORD_RESET = 'Your password has been reset. Please sign in with your new password';

const digest = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

const mailText = (user: StoredRecord, link: string): string =>
    [
        `Hello ${typeof user.first_name === 'string' && user.first_name ? user.first_name : 'there'},`,
        '',
        'We received a request to reset the password of your admin console account.',
        'Open this link within 1 hour to choose a new password (it works once):',
        '',
        link,
        '',
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n');

/** Accounts that sign in on /login by e-mail and recover their password by mail: the super-admin and staff. */
const RECOVERABLE = [USERS, STAFF] as const;

const accountByEmail = (store: Store, email: string): { user: StoredRecord; collection: string } | undefined => {
    const user = userByEmail(store.collection(USERS), email);
    if (user?.is_superadmin === true) return { user, collection: USERS };
    const staff = userByEmail(store.collection(STAFF), email);
    return staff && staff.active !== false ? { user: staff, collection: STAFF } : undefined;
};

/** Mails a single-use reset link to the account (one an hour, the earlier ones dropped) and keeps its digest. */
export const mailResetLink = async (
    store: Store,
    { outboxDir, consoleUrl }: { outboxDir: string; consoleUrl: string },
    user: StoredRecord,
    collection: string,
): Promise<void> => {
    const now = new Date();
    const token = randomBytes(32).toString('hex');
    const link = `${consoleUrl.replace(/\/$/, '')}/admin/resetpassword/${token}`;
    await sendMail(store, outboxDir, {
        to: String(user.email),
        subject: 'Reset your admin console password',
        text: mailText(user, link),
        link,
    });
    dropResetLinks(store, user._id, now);
    store.collection(PASSWORD_RESETS).insert({
        _id: digest(token),
        user_id: user._id,
        collection,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
    });
    await store.whenDurable();
};

/**
 * Password recovery: POST forgetpassword issues a single-use link (random
 * 32 bytes, stored as its SHA-256, valid for an hour) and mails it to the
 * outbox; POST resetpassword spends it. GET /__outbox lists the mails for
 * testers.
 */
export const passwordResetRoutes: RouteModule = {
    collections: [PASSWORD_RESETS, OUTBOX],
    register({ app, store, sessions, consoleUrl, outboxDir, testersOnly }) {
        const { forgotPassword, resetPassword } = accountApi;

        app.post(
            forgotPassword.path,
            handle(async (req, res) => {
                const { email } = await validateForm(forgotPasswordRules, req.body);
                const started = performance.now();
                const account = accountByEmail(store, email);
                if (account) await mailResetLink(store, { outboxDir, consoleUrl }, account.user, account.collection);
                // The answer leaves at the same time whether or not a mail was sent: its timing tells no one who has an account.
                const wait = FORGOT_ANSWER_MS - (performance.now() - started);
                if (wait > 0) await new Promise(resolve => setTimeout(resolve, wait));
                succeed(res, null, LINK_SENT);
            }),
        );

        app.post(
            resetPassword.path,
            handle(async (req, res) => {
                const { reset_token, new_password } = await validateForm(resetPasswordRequestRules, req.body);
                const link = store.collection(PASSWORD_RESETS).get(digest(reset_token));
                const collection = RECOVERABLE.find(name => name === link?.collection) ?? USERS;
                const user = link && store.collection(collection).get(String(link.user_id));
                if (!link || !user) throw new Refusal(400, LINK_UNKNOWN);
                if (String(link.expires_at) <= new Date().toISOString()) throw new Refusal(400, LINK_EXPIRED);
                // Spent before the slow hashing, so two requests racing with one link cannot both use it.
                store.collection(PASSWORD_RESETS).remove(link._id);
                await storeNewPassword(store, sessions, user, new_password, '', collection);
                // Done through a mailed link: the person is both who and whom.
                recordActivity(store, {
                    action: 'password_reset',
                    actor_id: user._id,
                    actor_name: personName(user),
                    target_type: collection === STAFF ? 'staff' : 'user',
                    target_id: user._id,
                    target_name: personName(user),
                });
                succeed(res, null, PASSWORD_RESET);
            }),
        );

        app.get(OUTBOX_PATH, testersOnly, (req, res) => {
            const to = typeof req.query.to === 'string' ? req.query.to : undefined;
            succeed(res, mailsNewestFirst(store, to));
        });

        const tag = 'account';
        return [
            route(`POST ${forgotPassword.path}`, {
                summary: 'Mail a password reset link (the same answer whether or not the account exists)',
                tag,
                access: 'public',
                body: forgotPasswordRules,
            }),
            route(`POST ${resetPassword.path}`, {
                summary: 'Set a new password with a mailed reset link (once, within an hour)',
                tag,
                access: 'public',
                body: resetPasswordRequestRules,
            }),
            route(`GET ${OUTBOX_PATH}`, {
                summary: 'Mails the API "sent", newest first (?to= filters)',
                tag: 'testers',
                access: 'testers',
                query: { to: { type: 'string' } },
                data: { type: 'array', items: { type: 'object' } },
            }),
        ];
    },
};
