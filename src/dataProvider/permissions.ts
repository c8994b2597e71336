import { HttpError } from 'ra-core';
import { get } from '../shared/endpoints';
import type { Extra } from '../shared/extras';
import { type Grants, type Permissions, SUPER_ADMIN_PERMISSIONS } from '../shared/permissions/model';
import type { HttpClient, Session } from './http';

/** Where the API says what the session may do (with the 'staff' extra). */
export const MY_PERMISSIONS = get('/me/permissions');

/** Answers saying the session has no role to read: no such call, the super-admin's or a coach's session. */
const NO_ROLE = new Set([403, 404, 405, 501]);

const permissionsOf = (data: unknown): Permissions => {
    const answer = (data ?? {}) as { role?: unknown; all?: unknown; grants?: unknown };
    if (answer.all === true || typeof answer.role !== 'string') return SUPER_ADMIN_PERMISSIONS;
    const grants = typeof answer.grants === 'object' && answer.grants !== null ? (answer.grants as Grants) : {};
    return { role: answer.role, all: false, grants };
};

const readPermissions = async (http: HttpClient): Promise<Permissions> => {
    try {
        const { data } = await http.call(MY_PERMISSIONS);
        return permissionsOf(data);
    } catch (error) {
        if (error instanceof HttpError && NO_ROLE.has(error.status)) return SUPER_ADMIN_PERMISSIONS;
        throw error;
    }
};

export interface PermissionCalls {
    /**
     * What this session may do: its role's grants where the API has staff roles, else everything (the spec's
     * API knows the super-admin alone; a coach's view is limited by each screen's access). The answer asked for
     * this session is reused (the boot asks beside the capabilities) unless `fresh` asks again.
     */
    permissions(params?: { fresh?: boolean }): Promise<Permissions>;
}

export const permissionCalls = (
    http: HttpClient,
    session: Session,
    offers: (extra: Extra) => Promise<boolean>,
): PermissionCalls => {
    let asked: { token: string | null; answer: Promise<Permissions> } | undefined;
    return {
        permissions({ fresh = false } = {}) {
            const token = session.token();
            if (fresh || !asked || asked.token !== token) {
                // Asked beside the capabilities, not after them: one round trip at boot.
                const read = readPermissions(http);
                const answer = offers('staff').then(staff => (staff ? read : SUPER_ADMIN_PERMISSIONS));
                read.catch(() => undefined);
                asked = { token, answer };
                answer.catch(() => {
                    if (asked?.answer === answer) asked = undefined;
                });
            }
            return asked.answer;
        },
    };
};
