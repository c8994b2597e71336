import type { Condition } from './conditions';

/** Who a session is: the super-admin, or a coach (the super-admin logged in as one). */
export type SessionRole = 'superadmin' | 'coach';

/** Who may read and change a declaration's records; absent: the super-admin's sessions, for everything. */
export interface AccessSection {
    /** Only the super-admin's own session may read it (not a session opened by log in as). */
    superAdminOnly?: boolean;
    /** Any session may read its list (a coach's tag picker); adding and changing stay the super-admin's. */
    sharedList?: boolean;
    /** A person's own session (a coach's) may read and update their own record through `view` and `update`. */
    selfService?: boolean;
    /** Edit and delete only for rows whose this key holds the signed-in user's id (the creator). */
    ownerKey?: string;
    /** Rows where this holds have no edit or delete, and the API refuses to change them (a built-in task type). */
    protectedWhen?: Condition;
}
