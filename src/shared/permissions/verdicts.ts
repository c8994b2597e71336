import { fillPlaceholders } from '../runtimeMessages';
import { actionVerb, type PermissionScreen } from './catalogue';
import { FIELD_ACCESS, type FieldAccess, type Grants, type Permissions, type ScreenGrant } from './model';

/** Whether the session may take this action on this screen. */
export const mayDo = (permissions: Permissions, screen: string, action: string): boolean =>
    permissions.all || (permissions.grants[screen]?.actions.includes(action) ?? false);

/** How the session sees a field: its role's rule, else hidden for a personal field and editable for the rest. */
export const fieldAccess = (permissions: Permissions, screen: PermissionScreen, field: string): FieldAccess => {
    if (permissions.all) return 'editable';
    const rule = permissions.grants[screen.key]?.fields?.[field];
    if (rule) return rule;
    return screen.fields.find(f => f.name === field)?.personal ? 'hidden' : 'editable';
};

/** The fields of a screen this session may not see: to leave out of every answer and every column. */
export const hiddenFields = (permissions: Permissions, screen: PermissionScreen): string[] =>
    screen.fields.filter(field => fieldAccess(permissions, screen, field.name) === 'hidden').map(f => f.name);

/** The fields of a screen this session may see but not change. */
export const readOnlyFields = (permissions: Permissions, screen: PermissionScreen): string[] =>
    screen.fields.filter(field => fieldAccess(permissions, screen, field.name) === 'readonly').map(f => f.name);

/** A record without the fields this session may not see. */
export const withoutHidden = <R extends Record<string, unknown>>(record: R, hidden: readonly string[]): R =>
    hidden.length === 0
        ? record
        : (Object.fromEntries(Object.entries(record).filter(([k]) => !hidden.includes(k))) as R);

/** A refusal's parts: the role as named, the action's verb and the records, each as the catalogue words it. */
export interface RefusalWords {
    role: string;
    action: string;
    records: string;
}

/** The refusal's English, as a template: the console words the same parts in the chosen language. */
const REFUSAL_TEMPLATE = '%{role} may not %{action} %{records}';

export const refusalWords = (permissions: Permissions, screen: PermissionScreen, action: string): RefusalWords => ({
    role: permissions.role,
    action: actionVerb(screen, action),
    records: screen.plural,
});

/** What the API says when a role may not take an action: "Content editor may not list coupon codes". */
export const refusal = (permissions: Permissions, screen: PermissionScreen, action: string): string =>
    fillPlaceholders(REFUSAL_TEMPLATE, { ...refusalWords(permissions, screen, action) });

/** A new role's grants: nothing allowed yet, and every personal field hidden. */
export const newRoleGrants = (catalogue: readonly PermissionScreen[]): Grants =>
    Object.fromEntries(
        catalogue.map(screen => [
            screen.key,
            {
                actions: [],
                fields: Object.fromEntries(screen.fields.filter(f => f.personal).map(f => [f.name, 'hidden'])),
            },
        ]),
    );

const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

const grantProblem = (screen: PermissionScreen, grant: unknown): string | undefined => {
    if (!isRecord(grant) || !Array.isArray(grant.actions)) return `${screen.label}: actions must be a list`;
    const unknownAction = grant.actions.find(a => typeof a !== 'string' || !screen.actions.some(s => s.key === a));
    if (unknownAction !== undefined) return `${screen.label} has no action "${String(unknownAction)}"`;
    if (grant.fields === undefined) return undefined;
    if (!isRecord(grant.fields)) return `${screen.label}: fields must be an object`;
    for (const [name, rule] of Object.entries(grant.fields)) {
        if (!screen.fields.some(f => f.name === name)) return `${screen.label} has no field "${name}"`;
        if (!FIELD_ACCESS.includes(rule as FieldAccess))
            return `${screen.label}: "${name}" must be hidden, readonly or editable`;
    }
    return undefined;
};

/**
 * What is wrong with a role's grants as sent (an unknown screen, action, field or rule), in words for a 400;
 * undefined when they are well formed.
 */
export const grantsProblem = (grants: unknown, catalogue: readonly PermissionScreen[]): string | undefined => {
    if (!isRecord(grants)) return 'Permissions must be an object of screens';
    for (const [key, grant] of Object.entries(grants)) {
        const screen = catalogue.find(s => s.key === key);
        if (!screen) return `There is no screen "${key}"`;
        const problem = grantProblem(screen, grant);
        if (problem) return problem;
    }
    return undefined;
};

/** Grants as stored once checked by grantsProblem. */
export const asGrants = (grants: unknown): Grants => grants as Record<string, ScreenGrant>;
