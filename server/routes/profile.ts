import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Response } from 'express';
import multer from 'multer';
import { multipart, multipartParser } from '../http/multipart';
import type { FileLinks } from '../http/fileLinks';
import { accountApi } from '../../src/shared/account/endpoints';
import type { AdminProfile } from '../../src/shared/account/endpoints';
import {
    ADMIN_EMAIL_LOCKED,
    LOGO_MAX_BYTES,
    LOGO_SIZE_MESSAGE,
    LOGO_TYPE_MESSAGE,
    logoProblem,
    profileRules,
} from '../../src/shared/account/profileRules';
import { Refusal, handle, succeed } from '../http/answers';
import type { StoredRecord } from '../store/dbFile';
import { validateForm } from '../http/formRules';
import { EXTENSION_OF, imageTypeOf } from '../http/imageType';
import { aesGcmSecrets, profileSecretKey } from '../auth/secrets';
import type { Store } from '../store/store';
import { STAFF, USERS, sessionUser } from '../auth/users';
import type { RouteModule } from './module';
import { route, type RouteDoc } from '../openapi/routeDoc';
import { ruleSchema, type JsonSchema } from '../openapi/ruleSchema';

/** The SMTP and Stripe settings: one row, shared by every super-admin. The email and picture are the signed-in user's. */
export const ADMIN_PROFILE = 'admin_profile';
export const ADMIN_PROFILE_ID = 'settings';
/** The profile screen of the role catalogue: a staff member granted it keeps the settings too. */
const PROFILE_SCREEN = 'profile';

const PROFILE_SAVED = 'Profile updated successfully';
const ONLY_LOGO = 'Only the profile picture (logo) can be uploaded';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The answer of GET profile and PUT editprofile: the secrets as stored, encrypted. */
const profileOf = (store: Store, user: StoredRecord, links: FileLinks): AdminProfile => {
    const row = store.collection(ADMIN_PROFILE).get(ADMIN_PROFILE_ID);
    const picture = sessionUser(user, links).file_url;
    return {
        smtp_email: text(row?.smtp_email),
        smtp_password: text(row?.smtp_password),
        email: text(user.email),
        logo: text(user.file),
        ...(picture ? { logo_url: picture } : {}),
        stripe_public_key: text(row?.stripe_public_key),
        stripe_secret_key: text(row?.stripe_secret_key),
    };
};

const pictureUpload = multipartParser({
    storage: multer.memoryStorage(),
    limits: { fileSize: LOGO_MAX_BYTES, files: 1 },
}).single('logo');

/** multer's own words ("File too large") become the form's; a malformed body is a 400. */
const uploadLogo = multipart(pictureUpload, { LIMIT_FILE_SIZE: LOGO_SIZE_MESSAGE, LIMIT_UNEXPECTED_FILE: ONLY_LOGO });

/** A new picture must really be one: its type is read from its first bytes, not from its name. */
const checkedPicture = (file: Express.Multer.File): { bytes: Buffer; extension: string } => {
    const type = imageTypeOf(file.buffer);
    const problem = logoProblem({ type: type ?? '', size: file.size });
    if (problem || !type) throw new Refusal(400, problem ?? LOGO_TYPE_MESSAGE);
    return { bytes: file.buffer, extension: EXTENSION_OF[type] };
};

/** Without a new file, `logo` keeps the current picture (its name) or removes it (''). */
const keptPicture = (sent: unknown, current: string): string => {
    if (sent === undefined || sent === current) return current;
    if (sent === '') return '';
    throw new Refusal(400, LOGO_TYPE_MESSAGE);
};

/**
 * Saves a checked picture under the uploads folder, named with time and a random part: two uploads in the same
 * millisecond never share (and overwrite) a file.
 */
const storedPicture = async (
    uploadsDir: string,
    userId: string,
    picture: { bytes: Buffer; extension: string },
): Promise<string> => {
    const name = `profile-${userId}-${Date.now().toString(36)}${randomBytes(4).toString('hex')}${picture.extension}`;
    await mkdir(uploadsDir, { recursive: true });
    await writeFile(join(uploadsDir, name), picture.bytes);
    return name;
};

/** The one settings row, its secrets encrypted. */
const saveSettings = (
    store: Store,
    secrets: ReturnType<typeof aesGcmSecrets>,
    values: { smtp_email: string; smtp_password: string; stripe_public_key: string; stripe_secret_key: string },
) => {
    const settings = store.collection(ADMIN_PROFILE);
    const row: StoredRecord = {
        _id: ADMIN_PROFILE_ID,
        smtp_email: values.smtp_email,
        smtp_password: secrets.encrypt(values.smtp_password),
        stripe_public_key: secrets.encrypt(values.stripe_public_key),
        stripe_secret_key: secrets.encrypt(values.stripe_secret_key),
        updated_at: new Date().toISOString(),
    };
    if (settings.get(ADMIN_PROFILE_ID)) settings.replace(row);
    else settings.insert(row);
};

/** The two calls in the API reference. */
const profileDocs = (): RouteDoc[] => {
    const rules = ruleSchema(profileRules);
    const fields = rules.properties as Record<string, JsonSchema>;
    /** The answer: every field as text (the secrets as stored, encrypted), and a signed link to the picture. */
    const answer: JsonSchema = {
        type: 'object',
        properties: {
            ...Object.fromEntries(Object.keys(fields).map(key => [key, { type: 'string' }])),
            logo_url: { type: 'string' },
        },
        required: Object.keys(fields),
    };
    const { profile, editProfile } = accountApi;
    const tag = 'profile';
    return [
        route(`GET ${profile.path}`, {
            summary: "The SMTP and Stripe settings (secrets encrypted) and the signed-in user's e-mail and picture",
            tag,
            access: 'superadmin',
            data: answer,
        }),
        route(`PUT ${editProfile.path}`, {
            summary: "Save the settings (the e-mail stays the account's) and upload, keep or remove the picture",
            tag,
            access: 'superadmin',
            bodyType: 'form-data',
            body: {
                ...rules,
                properties: {
                    ...fields,
                    logo: {
                        anyOf: [{ type: 'string', contentMediaType: 'application/octet-stream' }, { type: 'string' }],
                        description: `A png, gif or jpeg picture of at most ${LOGO_MAX_BYTES} bytes; or the current file name (kept) or "" (removed)`,
                    },
                },
            },
            data: answer,
        }),
    ];
};

/**
 * GET profile and PUT editprofile (form-data). The three secrets are stored
 * encrypted (AES-256-GCM, server/auth/secrets.ts) and answered as stored; the
 * picture is saved under the uploads folder and becomes the user's `file`.
 */
export const profileRoutes: RouteModule = {
    collections: [ADMIN_PROFILE],
    register({ app, store, permit, uploadsDir, links }) {
        // The e-mail and picture are the signed-in account's: the super-admin's, or the staff member's own.
        const accountsOf = (res: Response) => store.collection(res.locals.role === 'staff' ? STAFF : USERS);
        const { profile, editProfile } = accountApi;
        const secrets = aesGcmSecrets(profileSecretKey());
        const signedInUser = (res: Response): StoredRecord => {
            const user = accountsOf(res).get(String(res.locals.userId));
            if (!user) throw new Refusal(401, 'Unauthorized');
            return user;
        };

        app.get(
            profile.path,
            ...permit('open', PROFILE_SCREEN),
            handle((_req, res) => succeed(res, profileOf(store, signedInUser(res), links))),
        );

        app.put(
            editProfile.path,
            ...permit('edit', PROFILE_SCREEN),
            uploadLogo,
            handle(async (req, res) => {
                const body = (req.body ?? {}) as Record<string, unknown>;
                const values = await validateForm(profileRules, { ...body, logo: undefined });
                const user = signedInUser(res);
                if (values.email.toLowerCase() !== text(user.email).toLowerCase())
                    throw new Refusal(400, ADMIN_EMAIL_LOCKED);
                const picture = req.file ? checkedPicture(req.file) : undefined;
                const kept = picture ? undefined : keptPicture(body.logo, text(user.file));
                const uploaded = picture ? await storedPicture(uploadsDir, user._id, picture) : undefined;
                // From here on nothing awaits: the record is read and changed as it is now, not as it was
                // before the upload (a password changed meanwhile stays changed).
                const users = accountsOf(res);
                const now = users.get(user._id);
                if (!now) {
                    if (uploaded) await rm(join(uploadsDir, uploaded), { force: true });
                    throw new Refusal(401, 'Unauthorized');
                }
                const previous = text(now.file);
                const file = uploaded ?? kept ?? previous;
                saveSettings(store, secrets, values);
                const saved = file === previous ? now : (users.patch(user._id, { file }) as StoredRecord);
                // The replaced picture was this profile's own upload; nothing else points at it.
                if (previous !== file && previous.startsWith(`profile-${user._id}-`)) {
                    await rm(join(uploadsDir, previous), { force: true });
                }
                succeed(res, profileOf(store, saved, links), PROFILE_SAVED);
            }),
        );

        return profileDocs();
    },
};
