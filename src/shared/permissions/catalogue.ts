import { offersHistory, offersRecentlyDeleted } from '../recordHistory';
import type { ResourceDeclaration } from '../types';
import { SCREEN_ACTIONS, type ScreenAction } from './model';

/** A field as the role editor lists it: personal ones start hidden in a new role. */
interface PermissionField {
    name: string;
    label: string;
    personal: boolean;
}

/** An action as the role editor lists it ("Events: add"), and as refusals say it ("may not add events"). */
export interface PermissionAction {
    key: string;
    label: string;
    /** The verb a refusal uses: "list", "change the status of", "log in as". */
    verb: string;
}

/** One row of the role editor's matrix: a screen, its actions and its fields. */
export interface PermissionScreen {
    key: string;
    label: string;
    /** The records in words, lower case, for refusals ("coupon codes"). */
    plural: string;
    actions: readonly PermissionAction[];
    fields: readonly PermissionField[];
}

/** A screen that is no declared entity (Insights, Profile): its actions named where it is registered. */
export interface CustomPermissionScreen {
    key: string;
    label: string;
    plural: string;
    actions: readonly PermissionAction[];
}

const LABELS: Record<ScreenAction, [label: string, verb: string]> = {
    list: ['list', 'list'],
    open: ['open', 'open'],
    add: ['add', 'add'],
    edit: ['edit', 'edit'],
    delete: ['delete', 'delete'],
    status: ['status', 'change the status of'],
    export: ['export', 'export'],
    import: ['import', 'import'],
    history: ['history and restore', 'see the history of'],
    bulk: ['bulk actions', 'act in bulk on'],
};

const screenAction = (key: ScreenAction): PermissionAction => ({ key, label: LABELS[key][0], verb: LABELS[key][1] });

/** Which of the screen actions a declaration's calls and fields make possible. */
const offered = (decl: ResourceDeclaration): ScreenAction[] => {
    const hasStatus = Object.values(decl.fields).some(field => field.kind === 'toggle');
    const has: Record<ScreenAction, boolean> = {
        list: true,
        open: decl.api.view !== undefined || decl.api.update !== undefined,
        add: decl.api.create !== undefined,
        edit: decl.api.update !== undefined,
        delete: decl.api.delete !== undefined,
        status: hasStatus,
        export: true,
        import: decl.api.create !== undefined,
        history: offersHistory(decl) || offersRecentlyDeleted(decl),
        bulk: decl.api.delete !== undefined || hasStatus,
    };
    return SCREEN_ACTIONS.filter(action => has[action]);
};

/** A declared screen's row: its screen actions, then the actions the declaration names (log in as, invoices). */
const declaredScreen = (decl: ResourceDeclaration): PermissionScreen => ({
    key: decl.name,
    label: decl.title,
    plural: decl.plural ?? decl.title.toLowerCase(),
    actions: [
        ...offered(decl).map(screenAction),
        ...Object.entries(decl.permissions?.actions ?? {}).map(([key, named]) =>
            typeof named === 'string' ? { key, label: named, verb: named.toLowerCase() } : { key, ...named },
        ),
    ],
    fields: Object.entries(decl.fields)
        .filter(([, field]) => !field.readOnly)
        .map(([name, field]) => ({ name, label: field.label, personal: field.personal === true })),
});

/**
 * Every screen a role can be granted, from the declarations and the custom screens: a new entity is in the
 * matrix without a hand-kept list. Declarations marked `permissions.grantable: false` (roles) are the
 * super-admin's alone.
 */
export const permissionCatalogue = (
    declarations: readonly ResourceDeclaration[],
    custom: readonly CustomPermissionScreen[] = [],
): PermissionScreen[] => [
    ...declarations.filter(decl => decl.permissions?.grantable !== false).map(declaredScreen),
    ...custom.map(screen => ({ ...screen, fields: [] })),
];

/** The verb a refusal uses for an action, whether or not this screen offers it. */
export const actionVerb = (screen: PermissionScreen, action: string): string =>
    screen.actions.find(a => a.key === action)?.verb ??
    (Object.hasOwn(LABELS, action) ? LABELS[action as ScreenAction][1] : action);

/** The screen actions a custom screen offers, with the editor's words. */
export const customActions = (...keys: ScreenAction[]): PermissionAction[] => keys.map(screenAction);
