import type { Page } from '@playwright/test';

/** The console's live stream (GET /live): open for as long as the page is, as for a user. */
const isLiveStream = (url: string) => new URL(url).pathname.endsWith('/live');

/**
 * Follows `page`'s requests from now on; `settled()` resolves once none but the live stream has been in flight for
 * `quietMs` (at most `timeoutMs`). Playwright's network idle never comes while the stream is open, and refusing the
 * stream instead left the console in its "live updates off" state, retrying, which no user with a working API sees.
 */
export const followRequests = (page: Page, quietMs = 500, timeoutMs = 30_000) => {
    const open = new Set<unknown>();
    let lastChange = Date.now();
    page.on('request', request => {
        if (isLiveStream(request.url())) return;
        open.add(request);
        lastChange = Date.now();
    });
    const done = (request: unknown) => {
        if (open.delete(request)) lastChange = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    return {
        settled: async (): Promise<void> => {
            const start = Date.now();
            while (Date.now() - start < timeoutMs) {
                if (open.size === 0 && Date.now() - lastChange >= quietMs) return;
                await new Promise(resolve => setTimeout(resolve, 50));
            }
        },
    };
};
