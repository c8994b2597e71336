import type { Collection } from '../store/collection';
import type { StoredRecord } from '../store/dbFile';

export const USERS = 'users';
/** Coaches (admins in the API's words) and students: people the super-admin manages; coaches can hold a session. */
export const COACHES = 'coaches';
export const STUDENTS = 'students';
/** Staff accounts: people who sign in on /login and act under a role (src/resources/staff/). */
export const STAFF = 'staff';

/**
 * Who a session belongs to: the super-admin (this console), a coach (signed in, or logged in as by the
 * super-admin), or a staff member acting under a role.
 */
export type Role = 'superadmin' | 'coach' | 'staff';

/** The session's user as the console reads it (spec §3 "User"); never the password hash. */
export interface SessionUser {
    _id: string;
    first_name: string;
    last_name: string;
    email: string;
    is_superadmin: boolean;
    dateFormat: string;
    file: string;
    /** A signed link to the picture (an image carries no token); absent when there is none. */
    file_url?: string;
    /** A staff member's role: what /me/permissions answers the grants of. */
    role_id?: string;
    role_name?: string;
}

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** Where pictures are served; a picture's name is of our own making (`profile-{id}-{time}.{ext}`). */
const UPLOADS_PATH = '/uploads/';
const PICTURE_NAME = /^[\w-]{1,120}\.(png|gif|jpe?g)$/i;

/** The session's user as answers show it; `links` signs a link to the picture. */
export const sessionUser = (row: StoredRecord, links?: { link(path: string): string }): SessionUser => {
    const file = text(row.file);
    return {
        _id: row._id,
        first_name: text(row.first_name),
        last_name: text(row.last_name),
        email: text(row.email),
        is_superadmin: row.is_superadmin === true,
        dateFormat: text(row.dateFormat, 'DD/MM/YYYY'),
        file,
        ...(links && PICTURE_NAME.test(file) ? { file_url: links.link(`${UPLOADS_PATH}${file}`) } : {}),
        ...(typeof row.role_id === 'string' ? { role_id: row.role_id, role_name: text(row.role_name) } : {}),
    };
};

export const userByEmail = (users: Collection, email: string): StoredRecord | undefined => {
    const wanted = email.trim().toLowerCase();
    return users.find(u => typeof u.email === 'string' && u.email.toLowerCase() === wanted);
};
