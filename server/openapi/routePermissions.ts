/*
 * A hand-written route names its permission once, in the handlers it is registered with (`permit(...)`); its
 * documentation reads it from there, so /openapi.json's `x-permission` cannot drift from what the route judges.
 */
import type { Express } from 'express';
import { type DocumentedPermission, permissionOfHandlers } from '../http/permits';
import type { RouteEntry } from './routeDoc';

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** The module's app, recording the permission of each route it registers; and its route docs completed with them. */
export const recordingPermissions = (app: Express) => {
    const judged = new Map<string, DocumentedPermission>();
    const recording = new Proxy(app, {
        get(target, key, receiver) {
            const value: unknown = Reflect.get(target, key, receiver);
            if (typeof key !== 'string' || !VERBS.has(key) || typeof value !== 'function') return value;
            return (...args: unknown[]) => {
                const permission = typeof args[0] === 'string' ? permissionOfHandlers(args.slice(1)) : undefined;
                if (permission) judged.set(`${key.toUpperCase()} ${String(args[0])}`, permission);
                return (value as (...a: unknown[]) => unknown).apply(target, args);
            };
        },
    });
    const documented = (entries: readonly RouteEntry[]): RouteEntry[] =>
        entries.map(entry => {
            if (typeof entry === 'string' || entry.permission) return entry;
            const permission = judged.get(`${entry.method} ${entry.path}`);
            return permission ? { ...entry, permission } : entry;
        });
    return { app: recording, documented };
};
