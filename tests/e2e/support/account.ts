import type { Api } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';

/** One mail of the fake API's outbox (GET /__outbox, newest first). */
export interface Mail {
    to: string;
    subject: string;
    text: string;
    link: string;
    sentAt: string;
}

/** The newest password reset mail sent to the address. */
export async function latestMail(api: Api, to = ADMIN_EMAIL): Promise<Mail> {
    const answer = await api.get<Mail[]>(`/__outbox?to=${encodeURIComponent(to)}`);
    const [mail] = answer.data ?? [];
    if (!mail) throw new Error(`No mail for ${to} in the outbox`);
    return mail;
}

/** The console path of a reset link (the mail names the console's host). */
export const pathOf = (link: string): string => new URL(link).pathname;

/**
 * Puts the fixture password back through the API's own recovery flow, whatever
 * the password is now, so later tests can still sign in with it.
 */
export async function restoreAdminPassword(api: Api): Promise<void> {
    await api.post('/api/v1/superadmin/forgetpassword', { email: ADMIN_EMAIL });
    const token = (await latestMail(api)).link.split('/').pop();
    const answer = await api.post('/api/v1/superadmin/resetpassword', {
        reset_token: token,
        new_password: ADMIN_PASSWORD,
    });
    if (!answer.success) throw new Error(`Could not restore the admin password: ${answer.message}`);
}
