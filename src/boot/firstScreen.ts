import { layoutPages } from '../pages/pageChunks';
import { dataProvider } from '../providers';
import { declarations } from '../resources/declarations';
import { firstListParams } from '../schema/listDefaults';
import { ListView, routeAt } from './chunks';
import { paintFirstRows } from './FirstRows';
import { expectFirstRows } from './firstRowsHandover';

/** Custom list pieces, by convention in resources/<name>/overrides (passed to defineScreen). */
const overrides = import.meta.glob(['../resources/*/overrides.ts', '../resources/*/overrides.tsx']);

const declarationAt = (pathname: string) => declarations.find(decl => decl.route.toLowerCase() === routeAt(pathname));

/**
 * The screen the console opens on: its chunks (a list and its overrides, or
 * a page) and, for a list opened without page, sort or search in its URL,
 * the list itself, asked for now and handed to react-admin's first identical
 * request, its first rows painted as soon as they are in (./FirstRows). A
 * chunk of its own, loaded beside the console's, so the sign-in
 * page's first load does not carry the data provider and the declarations.
 */
export const startScreen = ({ pathname, search }: { pathname: string; search: string }, signedIn: boolean): void => {
    const decl = declarationAt(pathname);
    if (!decl) {
        // The router's matcher comes with the console's chunk: the list's fast path does not wait for it.
        void import('react-router-dom').then(({ matchPath }) => layoutPages.find(page => matchPath(page.path, pathname))?.Page.preload());
        return;
    }
    void ListView.preload();
    for (const [file, load] of Object.entries(overrides)) {
        if (file.startsWith(`../resources/${decl.name}/`)) void load();
    }
    if (signedIn && !search && !decl.list.parent) {
        expectFirstRows(pathname);
        paintFirstRows(decl, dataProvider.primeList(decl.route, firstListParams(decl)));
    }
};
