import type { RequestHandler, Response } from 'express';
import { grantChanges } from '../../shared/permissions/changes';
import { SUPER_ADMIN_ROLE, type Grants, type Permissions } from '../../shared/permissions/model';
import { PERMISSION_CATALOGUE } from '../../shared/permissions/screens';
import { asGrants, grantsProblem, mayDo } from '../../shared/permissions/verdicts';
import { validateRecord } from '../../shared/validation';
import { declarations } from '../../shared/entities/declarations';
import { recordChangeActivity } from '../../../server/domain/activityTrail';
import { refreshReferenceLabels } from '../../../server/domain/references';
import { refuseDuplicates } from '../../../server/domain/recordChanges';
import { Refusal, handle, succeed } from '../../../server/http/answers';
import type { StoredRecord } from '../../../server/store/dbFile';
import { newObjectId } from '../../../server/store/objectId';
import type { Store } from '../../../server/store/store';
import type { RouteModule } from '../../../server/routes/module';
import { route } from '../../../server/openapi/routeDoc';
import { ROLE_CALLS, ROLE_NAME_MAX, roleResource } from './schema';

import { ROLES } from '../../../server/auth/permissions';
const STAFF = 'staff';
const { list, view, create, update, delete: remove, copy } = ROLE_CALLS;

const PICKS_ROLES = [
    { screen: 'staff', action: 'add' },
    { screen: 'staff', action: 'edit' },
] as const;

/** The roles list is also the staff screen's role picker: a staff member who may add or edit staff reads it. */
const rolePicker: RequestHandler = (_req, res, next) => {
    if (res.locals.role !== 'staff') return next();
    const permissions = res.locals.permissions as Permissions;
    const picks = PICKS_ROLES.some(({ screen, action }) => mayDo(permissions, screen, action));
    next(picks ? undefined : new Refusal(403, `${permissions.role} may not list roles`));
};

const SUPER_ADMIN_FIXED = `The ${SUPER_ADMIN_ROLE} role cannot be changed or deleted`;

type Body = Record<string, unknown>;
const bodyOf = (value: unknown): Body => (typeof value === 'object' && value !== null ? (value as Body) : {});

/** The staff holding a role, by name. */
export const holdersOf = (store: Store, roleId: string): StoredRecord[] =>
    store.collection(STAFF).all.filter(person => person.role_id === roleId);

const nameOf = (row: StoredRecord): string => [row.first_name, row.last_name].filter(Boolean).join(' ');

/** A role as answers show it: with how many staff hold it. */
const shown = (store: Store, role: StoredRecord) => ({ ...role, holders: holdersOf(store, role._id).length });

const roleAt = (store: Store, id: string): StoredRecord => {
    const role = store.collection(ROLES).get(id);
    if (!role) throw new Refusal(404, 'Role not found');
    return role;
};

const changeable = (store: Store, id: string): StoredRecord => {
    const role = roleAt(store, id);
    if (role.built_in === true) throw new Refusal(400, SUPER_ADMIN_FIXED);
    return role;
};

/** A role's name and grants as sent, checked: the name by the declaration's rules, the grants by the catalogue. */
const checkedRole = async (store: Store, sent: Body, ownId?: string): Promise<{ name: string; grants: Grants }> => {
    const { name } = (await validateRecord(roleResource, { name: sent.name })) as { name: string };
    refuseDuplicates(roleResource, store.collection(ROLES), { name }, ownId, () => undefined);
    const grants = sent.grants ?? {};
    const problem = grantsProblem(grants, PERMISSION_CATALOGUE);
    if (problem) throw new Refusal(400, problem);
    return { name, grants: asGrants(grants) };
};

/** "Copy of Support", then "Copy of Support 2"... : the first name no role has. */
const copyName = (store: Store, name: string): string => {
    const taken = (candidate: string) =>
        store.collection(ROLES).find(r => String(r.name).toLowerCase() === candidate.toLowerCase()) !== undefined;
    const base = `Copy of ${name}`.slice(0, ROLE_NAME_MAX - 4);
    let candidate = base;
    for (let n = 2; taken(candidate); n++) candidate = `${base} ${n}`;
    return candidate;
};

const logged = (store: Store, res: Response, row: StoredRecord, action: 'update' | 'delete', detail?: string) =>
    recordChangeActivity(store, res.locals.userId, roleResource, row, { action, ...(detail ? { detail } : {}) });

const insertRole = (store: Store, values: { name: string; grants: Grants }) => {
    const now = new Date();
    return store.collection(ROLES).insert({ _id: newObjectId(now), ...values, created_at: now.toISOString() });
};

/** The role routes as /openapi.json describes them. */
const roleDocs = () => {
    const tag = 'Roles';
    const grantsSchema = { type: 'object', additionalProperties: true } as const;
    const roleBody = {
        type: 'json' as const,
        schema: {
            type: 'object',
            properties: { name: { type: 'string', maxLength: ROLE_NAME_MAX }, grants: grantsSchema },
            required: ['name'],
        },
    };
    return [
        route(`GET ${list.path}`, {
            summary: 'Every role, with how many staff hold it (also to staff who may add or edit staff)',
            tag,
            access: 'superadmin',
            permission: { ...PICKS_ROLES[0], anyOf: PICKS_ROLES },
        }),
        route(`GET ${view.path}`, { summary: 'One role', tag, access: 'superadmin', refuses: [404] }),
        route(`POST ${create.path}`, { summary: 'Add a role', tag, access: 'superadmin', body: roleBody }),
        route(`POST ${copy.path}`, { summary: 'Copy a role ("Copy of ...")', tag, access: 'superadmin' }),
        route(`PUT ${update.path}`, {
            summary: 'Change a role (not the built-in Super admin); its staff hear of it on /live',
            tag,
            access: 'superadmin',
            body: roleBody,
        }),
        route(`DELETE ${remove.path}`, {
            summary: 'Delete a role no staff member holds',
            tag,
            access: 'superadmin',
        }),
    ];
};

/**
 * Roles: list, read, add, copy, edit and delete, the super-admin's alone. The built-in Super admin role is never
 * changed; a role some staff member holds is not deleted (the answer names them). Every change is logged.
 */
export const roleRoutes: RouteModule = {
    collections: [ROLES],
    extra: 'staff',
    register({ app, store, guard, staffGuard }) {
        const rows = () => store.collection(ROLES);
        app.get(list.path, staffGuard, rolePicker, (_req, res) =>
            succeed(
                res,
                rows().all.map(role => shown(store, role)),
            ),
        );
        app.get(
            view.path,
            guard,
            handle((req, res) => succeed(res, shown(store, roleAt(store, String(req.params.id))))),
        );
        app.post(
            create.path,
            guard,
            handle(async (req, res) => {
                const saved = insertRole(store, await checkedRole(store, bodyOf(req.body)));
                logged(store, res, saved, 'update', 'Added');
                succeed(res, shown(store, saved), 'Role added successfully');
            }),
        );
        app.post(
            copy.path,
            guard,
            handle((req, res) => {
                const original = roleAt(store, String(req.params.id));
                const grants = original.built_in === true ? {} : asGrants(original.grants);
                const saved = insertRole(store, { name: copyName(store, String(original.name)), grants });
                logged(store, res, saved, 'update', `Copied from ${String(original.name)}`);
                succeed(res, shown(store, saved), 'Role copied successfully');
            }),
        );
        app.put(
            update.path,
            guard,
            handle(async (req, res) => {
                const id = String(req.params.id);
                changeable(store, id);
                const values = await checkedRole(store, bodyOf(req.body), id);
                // After the await: the role as it is now.
                const before = changeable(store, id);
                const saved = rows().replace({ ...before, ...values, updated_at: new Date().toISOString() });
                refreshReferenceLabels(store, declarations, ROLES, saved);
                const renamed = before.name !== saved.name ? [`Name: ${String(saved.name)}`] : [];
                const changes = [
                    ...renamed,
                    ...grantChanges(PERMISSION_CATALOGUE, asGrants(before.grants), values.grants),
                ];
                logged(store, res, saved, 'update', changes.join(' | ') || 'No change');
                succeed(res, shown(store, saved), 'Role updated successfully');
            }),
        );
        app.delete(
            remove.path,
            guard,
            handle((req, res) => {
                const role = changeable(store, String(req.params.id));
                const holders = holdersOf(store, role._id);
                if (holders.length > 0)
                    throw new Refusal(
                        400,
                        `${String(role.name)} is held by ${holders.map(nameOf).join(', ')}: give them another role first`,
                    );
                const removed = rows().remove(role._id) as StoredRecord;
                logged(store, res, removed, 'delete');
                succeed(res, removed, 'Role deleted successfully');
            }),
        );
        return roleDocs();
    },
};

export const serverRoutes: readonly RouteModule[] = [roleRoutes];
