import { preloadable } from '../schema/preloadable';

/**
 * The console's router with its two routes (/login and the console): a first visit to /login loads neither.
 * Apart from ./chunks, which the router's module imports itself.
 */
export const ConsoleRoot = preloadable(() => import('./ConsoleRoot').then(module => module.default));
