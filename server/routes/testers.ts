/* The testers' endpoints on this machine only: put the seed back, and look at the raw data. */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Express, RequestHandler } from 'express';
import jsonServer from 'json-server';
import { Refusal, handle, succeed } from '../http/answers';
import { testersOnly } from '../http/safety';
import { inspectorView } from '../store/inspectorView';
import type { Store } from '../store/store';
import { route, type RouteDoc } from '../openapi/routeDoc';

const RESET_PATH = '/__reset';
const INSPECTOR_PATH = '/_db';

/** Removes what a folder holds (not the folder: a server may be serving it). */
export const emptyFolder = async (dir: string): Promise<void> => {
    const names = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(names.map(name => rm(join(dir, name), { recursive: true, force: true })));
};

/** POST /__reset: back to the seed, as `resetAll` does it. */
export const registerReset = (app: Express, resetAll: () => Promise<void>): RouteDoc[] => {
    app.post(
        RESET_PATH,
        testersOnly,
        handle(async (_req, res) => {
            await resetAll();
            succeed(res, null, 'Data reset to the seed');
        }),
    );
    return [
        route(`POST ${RESET_PATH}`, {
            summary: 'Put the seed back, ending every session',
            tag: 'testers',
            access: 'testers',
            data: { type: 'null' },
        }),
        route(`GET ${INSPECTOR_PATH}/:collection`, {
            summary: "Raw data (read-only, no secrets) in json-server's query dialect",
            tag: 'testers',
            access: 'testers',
            answer: 'plain',
        }),
    ];
};

/** The inspector shows raw data; changes go through the API's own routes, which keep the indexes right. */
const readOnly: RequestHandler = (req, _res, next) =>
    next(
        req.method === 'GET' || req.method === 'HEAD' ? undefined : new Refusal(405, `${INSPECTOR_PATH} is read-only`),
    );

/** json-server's router answers an unknown collection with a bare `{}`: say what is missing instead. */
const shownCollectionsOnly =
    (shown: Record<string, unknown>): RequestHandler =>
    (req, _res, next) => {
        const name = req.path.split('/')[1] ?? '';
        next(
            name === '' || Object.hasOwn(shown, name)
                ? undefined
                : new Refusal(404, `${INSPECTOR_PATH} has no collection "${name.slice(0, 100)}"`),
        );
    };

/** GET /_db/:collection through json-server's router, over the store without its secrets. */
export const registerInspector = (app: Express, store: Store, guard: RequestHandler): void => {
    const inspected = inspectorView(store);
    const inspector = jsonServer.router(inspected);
    inspector.db._.id = '_id';
    app.use(INSPECTOR_PATH, testersOnly, guard, readOnly, shownCollectionsOnly(inspected), inspector);
};
