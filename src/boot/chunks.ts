import { preloadable } from '../schema/preloadable';

/**
 * The console's code, in chunks that load on demand. Light on purpose: the
 * sign-in page's first load holds this module, not the chunks.
 */

/**
 * react-admin, layout, the screen registry and routes. It counts as loaded
 * once the screen at the current URL can render too (its chunk started at
 * boot), so the first screen does not suspend.
 */
export const ConsoleApp = preloadable(() =>
    import('../App').then(async module => {
        await module.preloadFirstScreen()?.catch(() => undefined);
        return module.default;
    }),
);

/**
 * The sign-in page: its form, rules and texts (react-hook-form, yup) are a chunk of their own, so a
 * console opened on any other URL does not load them.
 */
export const SignInPage = preloadable(() => import('../pages/LoginPage').then(module => module.LoginPage));
