/**
 * Staff roles as data: a role names, per screen, the actions it may take and how it sees each declared field.
 * The super-admin holds every permission and is no role's to change. Plain data, read by both runtimes.
 */

/** The actions every declared screen may offer, in the role editor's column order. */
export const SCREEN_ACTIONS = [
    'list',
    'open',
    'add',
    'edit',
    'delete',
    'status',
    'export',
    'import',
    'history',
    'bulk',
] as const;

export type ScreenAction = (typeof SCREEN_ACTIONS)[number];

/** How a role sees a field: left out of every answer, shown but not editable, or editable. */
export const FIELD_ACCESS = ['hidden', 'readonly', 'editable'] as const;
export type FieldAccess = (typeof FIELD_ACCESS)[number];

/** One screen's share of a role: its actions (screen actions and the declaration's own), and field rules. */
export interface ScreenGrant {
    actions: readonly string[];
    /** Fields not named here are editable, but for personal ones, which are hidden. */
    fields?: Readonly<Record<string, FieldAccess>>;
}

/** A role's grants by screen key; a screen not named is refused whole. */
export type Grants = Readonly<Record<string, ScreenGrant>>;

/** The built-in role's name: it holds every permission and cannot be changed or deleted. */
export const SUPER_ADMIN_ROLE = 'Super admin';

/** What a session may do: every permission (the super-admin), or a role's grants. */
export interface Permissions {
    /** The role's name, as refusals say it ("Content editor may not ..."). */
    role: string;
    all: boolean;
    grants: Grants;
}

export const SUPER_ADMIN_PERMISSIONS: Permissions = { role: SUPER_ADMIN_ROLE, all: true, grants: {} };

/** A role's permissions from its stored name and grants. */
export const rolePermissions = (role: string, grants: Grants): Permissions => ({ role, all: false, grants });
