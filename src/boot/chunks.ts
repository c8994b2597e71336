import type { ResourceDeclaration } from '../schema/types';
import type { ListOverrides } from '../schema/views/ResourceList';
import { preloadable } from './preloadable';

/**
 * The console's code, in chunks that load on demand. Light on purpose: the
 * sign-in page's first load holds this module, not the chunks.
 */

/**
 * react-admin, layout, dashboard and routes. It counts as loaded once the
 * screen at the current URL can render too (its chunk started at boot), so
 * the first screen does not suspend.
 */
export const ConsoleApp = preloadable(() =>
    import('../App').then(async module => {
        await module.preloadScreenAt(window.location.pathname)?.catch(() => undefined);
        return module.default;
    }),
);

/**
 * The sign-in page: its form, rules and texts (react-hook-form, yup) are a chunk of their own, so a
 * console opened on any other URL does not load them.
 */
export const SignInPage = preloadable(() => import('../pages/LoginPage').then(module => module.LoginPage));

/** The console's router with its two routes (/login and the console): a first visit to /login loads neither. */
export const ConsoleRoot = preloadable(() => import('./ConsoleRoot').then(module => module.default));

/** The generic list screen every declaration uses. */
export const ListView = preloadable<{ decl: ResourceDeclaration } & ListOverrides>(() =>
    import('../schema/views/ResourceList').then(module => module.default),
);

/** A pathname as a declaration's route: no leading or trailing slash, any case (routes match case-insensitively). */
export const routeAt = (pathname: string): string => pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
