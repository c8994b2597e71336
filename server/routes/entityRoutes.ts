import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouteModule } from './module';

/** Where the entities live, one folder each; a folder's own routes, if it has any, are its `server.ts`. */
const RESOURCES_DIR = fileURLToPath(new URL('../../src/resources/', import.meta.url));
const ROUTES_FILE = 'server.ts';

const isRouteModule = (value: unknown): value is RouteModule =>
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as RouteModule).collections) &&
    typeof (value as RouteModule).register === 'function';

/** The entity folders that serve routes of their own, by name. */
export const entityRouteFiles = async (dir = RESOURCES_DIR): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
        .filter(entry => entry.isDirectory() && existsSync(join(dir, entry.name, ROUTES_FILE)))
        .map(entry => join(dir, entry.name, ROUTES_FILE))
        .sort();
};

/** A folder's `server.ts` exports `serverRoutes`, its route modules; anything else is a mistake said plainly. */
const routesOf = async (file: string): Promise<readonly RouteModule[]> => {
    const { serverRoutes } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { serverRoutes?: unknown };
    if (!Array.isArray(serverRoutes) || !serverRoutes.every(isRouteModule))
        throw new Error(`${file} must export serverRoutes: a list of route modules ({collections, register})`);
    return serverRoutes;
};

/**
 * Every entity's own routes, found at start by scanning `src/resources/*\/server.ts` (the fake API runs under
 * tsx, without Vite's import.meta.glob), so this list names no entity and a new folder needs no line here.
 */
export const entityRouteModules = async (dir = RESOURCES_DIR): Promise<RouteModule[]> =>
    (await Promise.all((await entityRouteFiles(dir)).map(routesOf))).flat();
