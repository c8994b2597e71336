import { HttpError } from 'ra-core';
import { get } from '../shared/endpoints';
import { MY_PERMISSIONS_PATH } from '../shared/permissions/screens';
import { type Grants, type Permissions, SUPER_ADMIN_PERMISSIONS } from '../shared/permissions/model';
import type { CapabilityCalls } from './capabilities';
import type { HttpClient, Session } from './http';

const MY_PERMISSIONS = get(MY_PERMISSIONS_PATH);

/** Answers saying the session has no role to read: no such call, the super-admin's or a coach's session. */
const NO_ROLE = new Set([403, 404, 405, 501]);

/**
 * The answer as the console reads it. A coach's view (log in as) has no grants: what a coach sees is decided by
 * each screen's access, as before staff roles, so it is read as everything the screens' access leaves.
 */
const permissionsOf = (data: unknown, loggedInAs: boolean): Permissions => {
    const answer = (data ?? {}) as { role?: unknown; all?: unknown; grants?: unknown };
    if (answer.all === true || typeof answer.role !== 'string') return SUPER_ADMIN_PERMISSIONS;
    const grants = typeof answer.grants === 'object' && answer.grants !== null ? (answer.grants as Grants) : {};
    if (loggedInAs && Object.keys(grants).length === 0) return SUPER_ADMIN_PERMISSIONS;
    return { role: answer.role, all: false, grants };
};

const readPermissions = async (http: HttpClient, session: Session): Promise<Permissions> => {
    try {
        const { data } = await http.call(MY_PERMISSIONS);
        return permissionsOf(data, session.role?.() === 'coach');
    } catch (error) {
        if (error instanceof HttpError && NO_ROLE.has(error.status)) return SUPER_ADMIN_PERMISSIONS;
        throw error;
    }
};

export interface PermissionCalls {
    /**
     * What this session may do: its role's grants where the API has staff roles, else everything (the spec's
     * API knows the super-admin alone; a coach's view is limited by each screen's access). The answer asked for
     * this session is reused (the boot asks once the capabilities are known) unless `fresh` asks again.
     */
    permissions(params?: { fresh?: boolean }): Promise<Permissions>;
    /** This session's answer once it has come (the boot's, read at once by the menus' first render), else undefined. */
    settledPermissions(): Permissions | undefined;
}

export const permissionCalls = (
    http: HttpClient,
    session: Session,
    { offers, carriedPermissions }: Pick<CapabilityCalls, 'offers' | 'carriedPermissions'>,
): PermissionCalls => {
    let asked: { token: string | null; answer: Promise<Permissions>; settled?: Permissions } | undefined;
    return {
        permissions({ fresh = false } = {}) {
            const token = session.token();
            if (fresh || !asked || asked.token !== token) {
                // Only an API offering staff roles is asked: the spec's API has no such call (no failed request).
                // The first answer is the one the capabilities carried, where the API sent it along.
                const answer = offers('staff').then(async staff => {
                    if (!staff) return SUPER_ADMIN_PERMISSIONS;
                    const carried = fresh ? undefined : await carriedPermissions();
                    return carried === undefined
                        ? readPermissions(http, session)
                        : permissionsOf(carried, session.role?.() === 'coach');
                });
                const ask: NonNullable<typeof asked> = { token, answer };
                asked = ask;
                answer.then(
                    permissions => {
                        ask.settled = permissions;
                    },
                    () => {
                        if (asked === ask) asked = undefined;
                    },
                );
            }
            return asked.answer;
        },
        settledPermissions() {
            return asked?.token === session.token() ? asked?.settled : undefined;
        },
    };
};
