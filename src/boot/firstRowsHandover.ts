/**
 * The handover between the first rows painted at boot (./FirstRows) and the
 * console: the console's first screen ends the early paint, a list once its
 * rows (or its error) are in, any other URL as soon as the router is on it.
 * Tiny on purpose: the console imports it.
 */
let remove: (() => void) | undefined;
let ended = false;
let paintedAt: string | undefined;

/** The console has its own screen up: the early paint goes (before the browser paints again). */
export const endFirstRows = (): void => {
    ended = true;
    remove?.();
    remove = undefined;
};

/** The router is on `pathname`: anywhere but the screen painted early, the early paint goes. */
export const endFirstRowsAway = (pathname: string): void => {
    if (pathname !== paintedAt) endFirstRows();
};

/** The screen at `pathname` may be painted early (a list asked for at boot). */
export const expectFirstRows = (pathname: string): void => {
    paintedAt = pathname;
};

/** Whether the console has taken over already (then nothing is painted early). */
export const firstRowsEnded = (): boolean => ended;

/** How the early paint is taken away. */
export const onFirstRowsEnd = (removePaint: () => void): void => {
    remove = removePaint;
};
