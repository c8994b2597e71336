/*
 * What every declared route shares: who may call it (its guard chain, also the chain a version restore of the
 * declaration passes), its registration at the declared method and path, and its description.
 */
import type { Express, Request, RequestHandler } from 'express';
import type { Endpoint, ResourceDeclaration } from '../../src/shared/types';
import { USERS } from '../auth/users';
import { Refusal } from '../http/answers';
import { SUPER_ADMIN_ONLY } from '../http/guard';
import { permitted, refuseLockedWrites, type Permission } from '../http/permits';
import { multipart, multipartParser } from '../http/multipart';
import { reads } from '../http/safety';
import type { Access, RouteDoc } from '../openapi/routeDoc';
import type { JsonSchema } from '../openapi/ruleSchema';
import type { Collection } from '../store/collection';
import type { StoredRecord } from '../store/dbFile';
import type { Store } from '../store/store';

/**
 * Multipart bodies without files, so a declaration may send its form as JSON
 * or form-data. Entities with uploads get their own hand-written routes.
 */
const formFieldsOnly = multipart(multipartParser({ limits: { fields: 1000 } }).none(), {
    LIMIT_UNEXPECTED_FILE: 'This form takes no file',
});

export const body = (req: Request): Record<string, unknown> => (req.body ?? {}) as Record<string, unknown>;

/** Declared paths carry one `:id`. */
export const idOf = (req: Request): string => String(req.params.id);

/**
 * A declaration marked `superAdminOnly` answers the super-admin's own session, not a coach's opened by log in as;
 * a staff session gets as far as its role's permission.
 */
const superAdminOnly =
    (store: Store): RequestHandler =>
    (_req, res, next) => {
        const user = store.collection(USERS).get(String(res.locals.userId));
        const allowed = user?.is_superadmin === true || res.locals.role === 'staff';
        next(allowed ? undefined : new Refusal(403, 'Only the super-admin can read this'));
    };

/** A self-service record: the super-admin's or a staff session (judged by its role), or the person's own. */
const selfOrSuperAdmin: RequestHandler = (req, res, next) => {
    const own = res.locals.role !== 'coach' || String(res.locals.userId) === String(req.params.id);
    next(own ? undefined : new Refusal(403, SUPER_ADMIN_ONLY));
};

const VERBS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * `read`: a read (never waits for writes); `superAdmin`: the super-admin's own session only; `self`: also the
 * person's own; `anySession`: any session, a coach's included; `permission`: the screen's action a staff
 * session must hold; `writes`: the record a write changes (none for an add), whose hidden and read-only fields
 * a staff session may not change.
 */
interface How {
    read?: boolean;
    superAdmin?: boolean;
    self?: boolean;
    anySession?: boolean;
    permission?: Permission;
    writes?: { current?: (req: Request) => StoredRecord | undefined };
}

export type Doc = Omit<RouteDoc, 'method' | 'path' | 'access'>;

/** Who may call: the super-admin (`guard`), also staff to be judged by their role (`staffGuard`), any session. */
export interface Guards {
    guard: RequestHandler;
    staffGuard: RequestHandler;
    signedIn: RequestHandler;
}

/** Registers one declared route at its method and path, and describes it. */
type On = (endpoint: Endpoint, handler: RequestHandler, doc: Doc, how?: How) => void;

/** What a declaration's routes work with. */
export interface Declared {
    decl: ResourceDeclaration;
    declarations: readonly ResourceDeclaration[];
    store: Store;
    rows: () => Collection;
    on: On;
    /** The guards of a route: who may call it. */
    chainOf: (endpoint: Endpoint, how: How) => RequestHandler[];
    tag: string;
    record: JsonSchema;
}

export const routeRegistrar = (
    app: Express,
    store: Store,
    guards: Guards,
    routes: RouteDoc[],
): Pick<Declared, 'on' | 'chainOf'> => {
    const { signedIn } = guards;
    const chainOf = (endpoint: Endpoint, how: How): RequestHandler[] => {
        // With a permission, staff sessions get past the guard to be judged by their role.
        const guard = how.permission ? guards.staffGuard : guards.guard;
        const gate = how.permission ? [permitted(how.permission)] : [];
        if (how.superAdmin) return [guard, superAdminOnly(store), ...gate];
        if (how.self) return [signedIn, selfOrSuperAdmin, ...gate];
        if (how.anySession) return [signedIn, ...gate];
        return endpoint.guarded ? [guard, ...gate] : [];
    };
    const whoMayCall = (endpoint: Endpoint, how: How): Access => {
        if (how.self || how.anySession) return 'session';
        return endpoint.guarded || how.superAdmin ? 'superadmin' : 'public';
    };
    const on: On = (endpoint, handler, doc, how = {}) => {
        const locks = how.writes ? [refuseLockedWrites(how.writes.current)] : [];
        const chain = [...chainOf(endpoint, how), ...(how.read ? [reads] : []), formFieldsOnly, ...locks, handler];
        app[VERBS[endpoint.method]](endpoint.path, ...chain);
        routes.push({
            method: endpoint.method,
            path: endpoint.path,
            access: whoMayCall(endpoint, how),
            ...(how.permission ? { permission: how.permission } : {}),
            ...doc,
        });
    };
    return { on, chainOf };
};
