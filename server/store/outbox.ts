import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredRecord } from './dbFile';
import { newObjectId } from './objectId';
import type { Store } from './store';

/** The e-mails the fake API "sends", kept for testers instead of going out. */
export const OUTBOX = 'outbox';
export const OUTBOX_PATH = '/__outbox';
const MAIL_FROM = 'Admin Console <no-reply@admin-console.local>';

export interface Mail {
    to: string;
    from: string;
    subject: string;
    text: string;
    /** The link the mail is about, so testers need not parse the text. */
    link: string;
    sentAt: string;
}

const asEml = (mail: Mail): string =>
    [
        `From: ${mail.from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${new Date(mail.sentAt).toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        mail.text,
        '',
    ].join('\r\n');

/**
 * Delivers a mail to the outbox: one `.eml` file per mail in `dir` (opened by
 * any mail reader), and a row in the store for GET /__outbox. The file comes
 * first, so a mail that could not be written is not listed either.
 */
export const sendMail = async (store: Store, dir: string, mail: Omit<Mail, 'from' | 'sentAt'>): Promise<Mail> => {
    const now = new Date();
    const _id = newObjectId(now);
    const sent: Mail = { ...mail, from: MAIL_FROM, sentAt: now.toISOString() };
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, `${sent.sentAt.replace(/[:.]/g, '-')}-${_id}.eml`), asEml(sent), 'utf8');
    store.collection(OUTBOX).insert({ _id, ...sent });
    return sent;
};

const toMail = (row: StoredRecord): Mail => ({
    to: String(row.to ?? ''),
    from: String(row.from ?? ''),
    subject: String(row.subject ?? ''),
    text: String(row.text ?? ''),
    link: String(row.link ?? ''),
    sentAt: String(row.sentAt ?? ''),
});

/** Newest first; `to` (any case) keeps one recipient's mails. */
export const mailsNewestFirst = (store: Store, to?: string): Mail[] => {
    const rows = store.collection(OUTBOX).all;
    const wanted = to?.trim().toLowerCase();
    const mails: Mail[] = [];
    for (let i = rows.length - 1; i >= 0; i--) {
        const row = rows[i];
        if (!wanted || String(row.to).toLowerCase() === wanted) mails.push(toMail(row));
    }
    return mails;
};
