/*
 * What a staff member's role allows, enforced where routes are registered: each route names the screen and the
 * action it serves (a declared list is the screen's `list`, its edit `edit`...), and a staff session without that
 * permission is refused with 403 and the role's words. Other sessions pass: the super-admin holds every
 * permission, a coach is judged by the declarations' access rules. Hidden fields leave every answer here, once.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Permissions } from '../../src/shared/permissions/model';
import { permissionScreen } from '../../src/shared/permissions/screens';
import { hiddenFields, mayDo, readOnlyFields, refusal } from '../../src/shared/permissions/verdicts';
import type { StoredRecord } from '../store/dbFile';
import { Refusal } from './answers';

/** A route's permission: a screen of the catalogue and one of its actions. */
export interface Permission {
    screen: string;
    action: string;
}

/**
 * What /openapi.json says a route needs: one permission; any of several when the request picks the screen; every
 * one of several when each is judged in turn.
 */
export type DocumentedPermission = Permission & { anyOf?: readonly Permission[]; allOf?: readonly Permission[] };

/** The permission each judging handler stands for, so a route's documentation reads it from its handlers. */
const DOCUMENTED = new WeakMap<RequestHandler, DocumentedPermission>();

const documented = (handler: RequestHandler, candidates: readonly Permission[]): RequestHandler => {
    const [first] = candidates;
    if (first) DOCUMENTED.set(handler, candidates.length === 1 ? first : { ...first, anyOf: candidates });
    return handler;
};

/**
 * The permission a route's handlers judge by, read from them (a module's routes are documented where registered);
 * `allOf` when several judge in turn (a restore: the edit's and the history's).
 */
export const permissionOfHandlers = (handlers: readonly unknown[]): DocumentedPermission | undefined => {
    const found = handlers
        .flat()
        .flatMap(handler => (typeof handler === 'function' ? (DOCUMENTED.get(handler as RequestHandler) ?? []) : []));
    const last = found.at(-1);
    if (!last || found.length === 1) return last;
    return { ...last, allOf: found.map(({ screen, action }) => ({ screen, action })) };
};

type Json = unknown;

/** A history change or a list column naming a hidden field: left out with the field. */
const namesHidden = (value: Json, hidden: readonly string[]): boolean =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { field?: unknown }).field === 'string' &&
    hidden.includes((value as { field: string }).field);

/** The answer without the hidden fields, at any depth (records in pages, in `results`, in history diffs). */
const withoutFields = (value: Json, hidden: readonly string[]): Json => {
    if (Array.isArray(value))
        return value.filter(item => !namesHidden(item, hidden)).map(item => withoutFields(item, hidden));
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
        Object.entries(value)
            .filter(([key]) => !hidden.includes(key))
            .map(([key, inner]) => [key, withoutFields(inner, hidden)]),
    );
};

/** Every JSON answer of this request leaves the hidden fields out: one place for lists, records, history, exports. */
const hideInAnswers = (res: Response, hidden: readonly string[]): void => {
    if (hidden.length === 0) return;
    const json = res.json.bind(res);
    res.json = (body: Json) => json(withoutFields(body, hidden));
};

/** Judges a staff session against the screen's action; sets what the rest of the request must keep from them. */
const judge = (res: Response, { screen: key, action }: Permission): Refusal | undefined => {
    if (res.locals.role !== 'staff') return undefined;
    const permissions = res.locals.permissions as Permissions;
    const screen = permissionScreen(key);
    if (!screen) return new Refusal(403, `${permissions.role} may not use this screen`);
    if (!mayDo(permissions, key, action)) return new Refusal(403, refusal(permissions, screen, action));
    const hidden = hiddenFields(permissions, screen);
    res.locals.hidden = hidden;
    res.locals.locked = [...hidden, ...readOnlyFields(permissions, screen)];
    res.locals.screen = screen;
    hideInAnswers(res, hidden);
    return undefined;
};

/** After a guard: a staff session must hold this permission. */
export const permitted = (permission: Permission): RequestHandler =>
    documented((_req, res, next) => next(judge(res, permission)), [permission]);

/**
 * As `permitted`, for a route several screens call (a folder shared by every library, a picker of a library's
 * form): a staff session passes on the first of the request's permissions its role holds, else is refused in the
 * first one's words. A request naming none (a record that is not there) is judged on any of `possible`, so a
 * role holding one of them hears "not found" rather than a refusal.
 */
export const permittedAny = (
    permissionsOf: (req: Request) => readonly Permission[],
    possible: readonly Permission[],
): RequestHandler =>
    documented((req, res, next) => {
        if (res.locals.role !== 'staff') return next();
        const named = permissionsOf(req);
        const candidates = named.length > 0 ? named : possible;
        const held = res.locals.permissions as Permissions;
        const granted = candidates.find(
            ({ screen, action }) => permissionScreen(screen) && mayDo(held, screen, action),
        );
        next(judge(res, granted ?? candidates[0] ?? { screen: '', action: 'list' }));
    }, possible);

/**
 * As `permitted`, for a route whose screen depends on the request (a library's audience, a person's kind);
 * `screens` are those it may pick.
 */
export const permittedWhere = (
    screenOf: (req: Request) => string | undefined,
    action: string,
    screens: readonly string[],
): RequestHandler => {
    const possible = screens.map(screen => ({ screen, action }));
    return permittedAny(req => {
        const screen = screenOf(req);
        return screen === undefined ? [] : [{ screen, action }];
    }, possible);
};

/** A module's guard for a screen's action (RouteContext.permit): past the guard, then the role's verdict. */
export const staffPermit =
    (staffGuard: RequestHandler) =>
    (
        action: string,
        screen: string | ((req: Request) => string | undefined),
        screens: readonly string[] = [],
    ): RequestHandler[] => [
        staffGuard,
        typeof screen === 'string' ? permitted({ screen, action }) : permittedWhere(screen, action, screens),
    ];

const same = (sent: unknown, stored: unknown): boolean =>
    sent === stored || JSON.stringify(sent) === JSON.stringify(stored) || String(sent) === String(stored ?? '');

const empty = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * A write may not change what the role hides or shows read-only: refused with 403 naming the field, nothing
 * changed. `current` is the record an edit changes (none for an add, where such a field must be left empty).
 */
export const refuseLockedWrites =
    (current?: (req: Request) => StoredRecord | undefined): RequestHandler =>
    (req, res, next) => {
        const locked = (res.locals.locked ?? []) as readonly string[];
        if (locked.length === 0) return next();
        const body = (req.body ?? {}) as Record<string, unknown>;
        const row = current?.(req);
        const changed = locked.find(name => name in body && (row ? !same(body[name], row[name]) : !empty(body[name])));
        if (changed === undefined) return next();
        const screen = res.locals.screen as { fields: readonly { name: string; label: string }[]; plural: string };
        const label = screen.fields.find(f => f.name === changed)?.label ?? changed;
        const role = (res.locals.permissions as Permissions).role;
        next(new Refusal(403, `${role} may not change the ${label} of ${screen.plural}`));
    };
