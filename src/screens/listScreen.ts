import { createElement, memo } from 'react';
import type { ResourceDeclaration } from '../shared/types';
import type { ListOverrides } from '../schema/views/listOverrides';
import { type Preloadable, preloadable } from '../schema/preloadable';
import type { ScreenEntry } from './types';

/** The generic list screen every declaration uses, loaded with the first list shown (and on a phone, its phone list). */
const ListView = preloadable<{ decl: ResourceDeclaration } & ListOverrides>(() =>
    import('../schema/views/ResourceList').then(async module => {
        await module.phoneListReady().catch(() => undefined);
        return module.default;
    }),
);

/** Loads the generic list's code (the sign-in page fetches it once idle). */
export const preloadListView = (): Promise<void> => ListView.preload();

/**
 * A declaration's screen: the generic list with, only where needed, custom
 * pieces, passed as a loader so they stay out of the first load too (by
 * convention in resources/<name>/overrides). Without a menu place or icon
 * the screen still exists (at its route), outside the menus.
 */
export const listScreen = (
    decl: ResourceDeclaration,
    place: Omit<ScreenEntry, 'path' | 'Component' | 'resource' | 'access'> & {
        access?: ScreenEntry['access'];
        overrides?: () => Promise<ListOverrides>;
    } = {},
): ScreenEntry => {
    const { overrides, access = 'superAdmin', ...rest } = place;
    const Component: Preloadable<object> = overrides
        ? preloadable(async () => {
              const [, extra] = await Promise.all([ListView.preload(), overrides()]);
              const WithOverrides = () => createElement(ListView, { decl, ...extra });
              return WithOverrides;
          })
        : Object.assign(
              memo(() => createElement(ListView, { decl })),
              { preload: ListView.preload },
          );
    const extra = decl.extra ? { extra: decl.extra } : {};
    return { ...rest, ...extra, path: `/${decl.route}`, Component, access, resource: decl };
};
