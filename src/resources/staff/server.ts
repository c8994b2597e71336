import type { Response } from 'express';
import type { ToggleField } from '../../shared/types';
import { validateRecord } from '../../shared/validation';
import { recordChangeActivity } from '../../../server/domain/activityTrail';
import { refuseDuplicates, publicRow, toggleRecord } from '../../../server/domain/recordChanges';
import { withReferences } from '../../../server/domain/references';
import { Refusal, handle, succeed } from '../../../server/http/answers';
import { storeNewPassword } from '../../../server/auth/passwordChanges';
import { hashPassword } from '../../../server/auth/passwords';
import { STAFF, USERS } from '../../../server/auth/users';
import type { StoredRecord } from '../../../server/store/dbFile';
import { newObjectId } from '../../../server/store/objectId';
import type { Store } from '../../../server/store/store';
import { mailResetLink } from '../../../server/routes/passwordReset';
import type { RouteModule } from '../../../server/routes/module';
import { route } from '../../../server/openapi/routeDoc';
import { refuseLockedWrites } from '../../../server/http/permits';
import { writeSchema } from '../../../server/openapi/entitySchema';
import { STAFF_CALLS, staffResource } from './schema';
import { staffRules } from './staffRules.server';

const { list, view, create, update, status, resetPassword } = STAFF_CALLS;

/** The declaration's on/off switch, which the status route flips. */
const activeSwitch = (): ToggleField => {
    const field = staffResource.fields.active;
    if (field?.kind !== 'toggle') throw new Error('A staff member needs an on/off switch');
    return field;
};

const PASSWORD_REQUIRED = 'Please Enter Password';
const NOTHING_SENT = "Send the staff member's fields to change as JSON";
const SUPER_ADMIN_UNTOUCHED = 'The super admin holds every permission: they cannot be given a role or deactivated';

type Body = Record<string, unknown>;
const bodyOf = (value: unknown): Body => (typeof value === 'object' && value !== null ? (value as Body) : {});
const STAFF_KEYS = ['first_name', 'last_name', 'email', 'password', 'role_id'];
const sentOf = (body: Body): Body => Object.fromEntries(STAFF_KEYS.filter(k => k in body).map(k => [k, body[k]]));

/** The staff member a path names; the super-admin's id answers 400 (they are no staff member to change). */
const staffAt = (store: Store, id: string): StoredRecord => {
    if (store.collection(USERS).get(id)?.is_superadmin === true) throw new Refusal(400, SUPER_ADMIN_UNTOUCHED);
    const person = store.collection(STAFF).get(id);
    if (!person) throw new Refusal(404, 'Staff member not found');
    return person;
};

/** The sent values checked by the declaration's rules, the role chosen among the roles, the e-mail one account's. */
const checked = async (store: Store, values: Body, ownId?: string): Promise<Body> => {
    const clean = withReferences(store, staffResource, await validateRecord(staffResource, values));
    refuseDuplicates(staffResource, store.collection(STAFF), clean, ownId, name => store.collection(name));
    return clean;
};

const logged = (store: Store, res: Response, row: StoredRecord, detail: string) =>
    recordChangeActivity(store, res.locals.userId, staffResource, row, { action: 'update', detail });

/** The fields an edit changed, by their labels (never the password's value). */
const changedLabels = (before: StoredRecord, after: Body): string =>
    Object.entries(staffResource.fields)
        .filter(([name]) => name in after && after[name] !== before[name])
        .map(([, field]) => field.label)
        .join(', ');

/** The staff routes as /openapi.json describes them. */
const staffDocs = () => {
    const tag = 'Staff';
    const schema = (kind: 'create' | 'update') => ({
        type: 'json' as const,
        schema: writeSchema(staffResource, kind === 'create' ? create : update, kind),
    });
    return [
        route(`GET ${list.path}`, {
            summary: 'Every staff member',
            tag,
            access: 'superadmin',
        }),
        route(`GET ${view.path}`, {
            summary: 'One staff member',
            tag,
            access: 'superadmin',
            refuses: [404],
        }),
        {
            ...route(`POST ${create.path}`, {
                summary: 'Add a staff member',
                tag,
                access: 'superadmin',
            }),
            body: schema('create'),
        },
        {
            ...route(`PUT ${update.path}`, {
                summary: 'Change a staff member (a password sent replaces theirs and ends their sessions)',
                tag,
                access: 'superadmin',
                refuses: [404],
            }),
            body: schema('update'),
        },
        route(`POST ${status.path}`, {
            summary: 'Switch a staff member on or off (off ends their sessions at once)',
            tag,
            access: 'superadmin',
            body: { type: 'object', properties: { status: { type: 'boolean' } } },
            refuses: [404],
        }),
        route(`POST ${resetPassword.path}`, {
            summary: 'Mail the staff member a password reset link (the outbox)',
            tag,
            access: 'superadmin',
            refuses: [404],
        }),
    ];
};

/**
 * Staff accounts: list, read, add, edit, switch on and off (off ends their sessions at once), and a password
 * reset mailed to the outbox. The super-admin's alone; every change is logged with who made it.
 */
export const staffRoutes: RouteModule = {
    collections: [STAFF],
    extra: 'staff',
    register({ app, store, sessions, permit, outboxDir, consoleUrl }) {
        const rows = () => store.collection(STAFF);
        const screen = staffResource.name;
        const rules = staffRules(store);
        app.get(list.path, ...permit('list', screen), (_req, res) => succeed(res, rows().all.map(publicRow)));
        app.get(
            view.path,
            ...permit('open', screen),
            handle((req, res) => succeed(res, publicRow(staffAt(store, String(req.params.id))))),
        );
        app.post(
            create.path,
            ...permit('add', screen),
            refuseLockedWrites(),
            handle(async (req, res) => {
                const sent = sentOf(bodyOf(req.body));
                rules.mayGive(res, sent.role_id);
                const clean = await checked(store, sent);
                if (typeof clean.password !== 'string' || !clean.password) throw new Refusal(400, PASSWORD_REQUIRED);
                const password = await hashPassword(clean.password);
                const now = new Date();
                const saved = rows().insert({
                    _id: newObjectId(now),
                    ...clean,
                    password,
                    active: true,
                    created_at: now.toISOString(),
                });
                logged(store, res, saved, 'Added');
                succeed(res, publicRow(saved), 'Staff member added successfully');
            }),
        );
        app.put(
            update.path,
            ...permit('edit', screen),
            refuseLockedWrites(req => rows().get(String(req.params.id))),
            handle(async (req, res) => {
                const id = String(req.params.id);
                const current = staffAt(store, id);
                const sent = sentOf(bodyOf(req.body));
                // An edit sends JSON with what it changes: anything else (a form, nothing) is refused, not a blank save.
                if (Object.keys(sent).length === 0) throw new Refusal(400, NOTHING_SENT);
                rules.mayChangeRole(res, current, sent.role_id);
                const { password: _hash, ...kept } = current;
                const clean = await checked(store, { ...kept, ...sent }, id);
                const { password: newPassword, ...values } = clean;
                const latest = staffAt(store, id);
                const saved = rows().replace({ ...latest, ...values, updated_at: new Date().toISOString() });
                if (typeof newPassword === 'string' && newPassword)
                    await storeNewPassword(store, sessions, saved, newPassword, '', STAFF);
                const detail = [changedLabels(current, values), newPassword ? 'Password' : '']
                    .filter(Boolean)
                    .join(', ');
                logged(store, res, saved, detail || 'No change');
                succeed(res, publicRow(rows().get(id) ?? saved), 'Staff member updated successfully');
            }),
        );
        app.post(
            status.path,
            ...permit('status', screen),
            handle((req, res) => {
                const id = String(req.params.id);
                rules.maySwitch(res, staffAt(store, id));
                const saved = toggleRecord(staffResource, rows(), 'active', activeSwitch(), id, bodyOf(req.body));
                recordChangeActivity(store, res.locals.userId, staffResource, saved, {
                    action: 'status_change',
                    value: saved.active,
                });
                succeed(res, publicRow(saved), saved.active ? 'Staff member activated' : 'Staff member deactivated');
            }),
        );
        app.post(
            resetPassword.path,
            ...permit('edit', screen),
            handle(async (req, res) => {
                const person = staffAt(store, String(req.params.id));
                rules.mayActOn(res, person);
                await mailResetLink(store, { outboxDir, consoleUrl }, person, STAFF);
                logged(store, res, person, 'Password reset link sent');
                succeed(res, null, `A password reset link has been sent to ${String(person.email)}`);
            }),
        );
        return staffDocs();
    },
};

export const serverRoutes: readonly RouteModule[] = [staffRoutes];
