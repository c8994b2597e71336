/**
 * The spec's calls a conformance run sends, derived from the declarations (each entity's list, read and reference
 * calls) and the account calls, never listed by hand. A call is the spec's when it answers the spec's envelope:
 * the `rest` protocol (the activity log, a plain REST array) is the console's extra and is left out.
 */
import type { Endpoint, ListProtocol, ResourceDeclaration } from '../../src/shared/types';
import { resolveOpenPaths, type OpenPathOverrides } from '../../src/shared/openPaths';
import { listName, screenTitle } from './names';

/** The page a list call asks for (exported for the writes' look-ups): the first, ten rows, newest first, no search. */
export const FIRST_PAGE: Record<ListProtocol['kind'], Record<string, unknown>> = {
    paged: { page: 1, limit: 10, search: '', sortBy: null, sortOrder: 'desc' },
    pageQuery: { current_page: 1, limit: 10 },
    results: { limit: 10, current_page: 1, search: '' },
    whole: { search: '' },
    rest: {},
};

/** Where a call's rows are in its `data`. */
export type Rows = 'docs' | 'results' | 'array' | 'record' | 'none';

export const ROWS: Record<ListProtocol['kind'], Rows> = {
    paged: 'docs',
    pageQuery: 'docs',
    results: 'results',
    whole: 'array',
    rest: 'none',
};

export interface SpecCall {
    /** How the table names it: "Grades: list", "Student: one record", "Sign in" (./names.ts). */
    name: string;
    endpoint: Endpoint;
    /** The path sent (an open path as configured); `:id` is filled at run time. */
    path: string;
    /** The payload's values (the session's own `userId`, `id` and `token` are added as the console adds them). */
    values: Readonly<Record<string, unknown>>;
    /** The collection whose first row's id fills `:id`; none when the path has no `:id`. */
    idFrom?: string;
    /** The collection its rows belong to, kept for later calls' ids. */
    collection?: string;
    rows: Rows;
    /** The account's own calls: sign in sends the credentials, the session check the session. */
    account?: 'signIn' | 'sessionCheck';
    /** The screen's action it serves, which a staff run (`--as`) holds against the role's grants. */
    permission?: { screen: string; action: string };
}

/** The path an endpoint is called at: an open path as the overrides say, else its own. */
export const calledPath = (endpoint: Endpoint, overrides: OpenPathOverrides = {}): string =>
    endpoint.open ? resolveOpenPaths(overrides)[endpoint.open] : endpoint.path;

const call = (
    name: string,
    endpoint: Endpoint,
    overrides: OpenPathOverrides,
    more: Partial<SpecCall> & Pick<SpecCall, 'rows'>,
): SpecCall => ({ name, endpoint, path: calledPath(endpoint, overrides), values: {}, ...more });

/** A declaration's calls that read: its list, then one record of it when it has a read call. */
const readsOf = (
    decl: ResourceDeclaration,
    declarations: readonly ResourceDeclaration[],
    overrides: OpenPathOverrides,
): SpecCall[] => {
    const { list, view } = decl.api;
    const listCall = call(listName(screenTitle(decl, declarations)), list.endpoint, overrides, {
        values: FIRST_PAGE[list.kind],
        collection: decl.collection,
        permission: { screen: decl.name, action: 'list' },
        rows: ROWS[list.kind],
        // A list of a parent's rows (sub folders of a folder) reads the first parent of its collection.
        ...(list.endpoint.path.includes(':id') ? { idFrom: decl.collection } : {}),
    });
    const viewCall = view
        ? [
              call(`${screenTitle(decl, declarations)}: one record`, view, overrides, {
                  idFrom: decl.collection,
                  rows: 'record',
                  permission: { screen: decl.name, action: 'open' },
              }),
          ]
        : [];
    return [listCall, ...viewCall];
};

/** The pickers' option lists the declarations read (people, folders, tags), once each, those without a parameter. */
const sourcesOf = (declarations: readonly ResourceDeclaration[], overrides: OpenPathOverrides): SpecCall[] => {
    const seen = new Map<string, SpecCall>();
    for (const decl of declarations) {
        for (const field of Object.values(decl.fields)) {
            if (field.kind !== 'picker') continue;
            for (const source of [field.source, ...Object.values(field.sourceBy?.endpoints ?? {})]) {
                const key = `${source.method} ${source.path}`;
                if (source.path.includes(':') || seen.has(key)) continue;
                seen.set(key, call('Picker options', source, overrides, { rows: 'array', values: { search: '' } }));
            }
        }
    }
    return [...seen.values()];
};

/** The account calls a read-only run makes, signed in. */
export interface AccountCalls {
    login: Endpoint;
    verifySession: Endpoint;
    profile: Endpoint;
}

/** Every call a read-only run sends, in order: sign in, the session check, the profile, each entity's reads. */
export const readCalls = (
    declarations: readonly ResourceDeclaration[],
    account: AccountCalls,
    overrides: OpenPathOverrides = {},
): SpecCall[] => {
    // An extra's declarations (staff, roles) are no spec call: an API without the extra has none of them.
    const spec = declarations.filter(decl => decl.api.list.kind !== 'rest' && !decl.extra);
    return [
        call('Sign in', account.login, overrides, { rows: 'none', account: 'signIn' }),
        call('Session check', account.verifySession, overrides, { rows: 'none', account: 'sessionCheck' }),
        call('Profile', account.profile, overrides, {
            rows: 'none',
            permission: { screen: 'profile', action: 'open' },
        }),
        ...spec.flatMap(decl => readsOf(decl, declarations, overrides)),
        ...sourcesOf(spec, overrides),
    ];
};

/** The rows an answer's `data` holds, by where the call keeps them. */
export const rowsOf = (rows: Rows, data: unknown): Record<string, unknown>[] => {
    const list =
        rows === 'array'
            ? data
            : rows === 'docs' || rows === 'results'
              ? (data as Record<string, unknown> | null)?.[rows]
              : undefined;
    return Array.isArray(list) ? list.filter(row => typeof row === 'object' && row !== null) : [];
};
