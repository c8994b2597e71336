/**
 * The code that follows a list (the add/edit modal's), as the build lists it
 * in index.html (scripts/vite/consoleBootHints.ts): once a list is shown and
 * the browser idle, its files go into the browser's cache, not run. Running
 * them held about 0.2 MiB of heap on every list whether a modal was wanted or
 * not; the modal's code runs when the pointer or the keyboard reaches Add, or
 * a modal opens, from the cache. The dev server lists nothing.
 */
export const IDLE_FILES_ID = 'console-idle-files';

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
            link.as = 'script';
            // As a module script asks for it, so the cached answer is the one its import finds.
            link.crossOrigin = '';
            link.href = file;
            document.head.appendChild(link);
        }
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 3000 });
    else setTimeout(prefetch, 200);
};
