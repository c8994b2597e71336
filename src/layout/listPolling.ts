/** How often the open list is read again when the API has no live changes. */
export const POLL_MS = 30_000;

/**
 * For an API without live changes (GET /capabilities): every POLL_MS, while the tab is visible, `refresh` runs
 * (the layout tells the open list to read its page again). A hidden tab asks nothing. Returns its stop.
 */
export const pollWhileVisible = (
    refresh: () => void,
    page: Pick<Document, 'visibilityState'> = document,
    everyMs = POLL_MS,
): (() => void) => {
    const timer = setInterval(() => {
        if (page.visibilityState === 'visible') refresh();
    }, everyMs);
    return () => clearInterval(timer);
};
