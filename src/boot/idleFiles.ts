import { IDLE_FILES_ID } from '../pageData';

/**
 * The code that follows a list (the add/edit modal's), as the build lists it
 * in index.html (scripts/vite/consoleBootHints.ts): once a list is shown and
 * the browser idle, its files are fetched all at once into the HTTP cache as
 * prefetches (not parsed: parsed modules hold heap on a list nobody
 * touches); the list runs the modal's module on the user's first move,
 * and its whole import graph comes from the cache, with no wait on the
 * network. Left to the modal's first open, fetching them would hold up its
 * opening. The dev server lists nothing.
 */
let asked = false;

const listedFiles = (): string[] => {
    try {
        const files: unknown = JSON.parse(document.getElementById(IDLE_FILES_ID)?.textContent ?? '[]');
        return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
    } catch {
        return [];
    }
};

/** Once per page: the listed files into the cache when the browser is idle. */
export const prefetchIdleFiles = (): void => {
    if (asked) return;
    asked = true;
    const prefetch = () => {
        for (const file of listedFiles()) {
            const link = document.createElement('link');
            link.rel = 'prefetch';
            // In the mode a module script asks for it (CORS), so its import finds the cached answer.
            link.crossOrigin = '';
            link.href = file;
            document.head.appendChild(link);
        }
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 3000 });
    else setTimeout(prefetch, 200);
};
