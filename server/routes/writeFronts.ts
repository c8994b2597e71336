/*
 * A folder's route module may not put a handler in front of a generic add or edit: a restore does not pass through
 * routes, so a rule written that way would be skipped when a deleted record comes back. Such a module is refused at
 * start, naming the route and the way that works (`edits.rule`).
 */
import type { Express } from 'express';
import type { ResourceDeclaration } from '../../src/shared/types';

interface GenericWrite {
    method: string;
    path: string;
    what: string;
}

/** The add and edit routes the generic routes serve (a declaration whose folder serves its own is not among them). */
export const genericWrites = (declarations: readonly ResourceDeclaration[]): GenericWrite[] =>
    declarations
        .filter(decl => decl.server?.routes !== 'own')
        .flatMap(decl =>
            (['create', 'update'] as const).flatMap(kind => {
                const endpoint = decl.api[kind];
                const what = `the ${kind === 'create' ? 'add' : 'edit'} of ${decl.name}`;
                return endpoint ? [{ method: endpoint.method.toLowerCase(), path: endpoint.path, what }] : [];
            }),
        );

const PREFIXED = new Set(['use']);
const WATCHED = new Set(['use', 'all', 'post', 'put', 'patch']);

/** Whether a registration at `path` by `method` runs in front of `write`: the same path, or a prefix for `use`. */
const fronts = (method: string, path: unknown, write: GenericWrite): boolean => {
    if (typeof path !== 'string') return false;
    if (method !== 'use' && method !== 'all' && method !== write.method) return false;
    return path === write.path || (PREFIXED.has(method) && (path === '/' || write.path.startsWith(`${path}/`)));
};

/**
 * The app as a module sees it: the same app, but a registration in front of a generic add or edit throws. A
 * handler for every path (`app.use(fn)`) is let through: it cannot be told from a logger, and none judges records.
 */
export const refusingWriteFronts = (app: Express, writes: readonly GenericWrite[], module: string): Express =>
    new Proxy(app, {
        get(target, key, receiver) {
            const value: unknown = Reflect.get(target, key, receiver);
            if (typeof key !== 'string' || !WATCHED.has(key) || typeof value !== 'function') return value;
            return (...args: unknown[]) => {
                const paths: unknown[] = Array.isArray(args[0]) ? args[0] : [args[0]];
                const front = writes.find(write => paths.some(path => fronts(key, path, write)));
                if (front)
                    throw new Error(
                        `${module}: ${key.toUpperCase()} ${String(front.path)} runs in front of ${front.what}, ` +
                            'which a restore does not pass through: add the rule with edits.rule(collection, rule), ' +
                            "or serve the entity's routes yourself (server: { routes: 'own' })",
                    );
                return (value as (...a: unknown[]) => unknown).apply(target, args);
            };
        },
    });
