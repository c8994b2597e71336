import createCache, { type EmotionCache } from '@emotion/cache';
import { whenIdle } from '../schema/preloadable';

/**
 * MUI writes its CSS at run time: each style is hashed, parsed by stylis and added rule by rule, on every load. This
 * cache keeps the rules it wrote in this browser and, on the next load of the same build, puts them back as one
 * stylesheet and counts them as written, so a reload of a screen parses none of its styles again. A class name is
 * the hash of its CSS, so a kept rule can never style an element with other CSS than its own.
 */
const KEY = 'console.styles';
/** Rules are kept once writing has paused this long, when the browser is idle, so leaving the page has nothing to do. */
const QUIET_MS = 300;
/** Characters kept at most (about 0.6 MB of storage): rules the page left last did not show go first. */
export const KEPT_STYLES_LIMIT = 300_000;

type Kept = [build: string, rules: [name: string, css: string][]];

const readKept = (storage: Storage | undefined, build: string): Map<string, string> => {
    try {
        const kept = JSON.parse(storage?.getItem(KEY) ?? 'null') as Kept | null;
        if (!Array.isArray(kept) || kept[0] !== build || !Array.isArray(kept[1])) return new Map();
        return new Map(kept[1].filter(([name, css]) => typeof name === 'string' && typeof css === 'string'));
    } catch {
        return new Map();
    }
};

/** The style names the page shows now (emotion's classes are `css-<name>`). */
const namesShown = (): Set<string> => {
    const names = new Set<string>();
    for (const element of document.querySelectorAll('[class*="css-"]'))
        for (const name of element.classList) if (name.startsWith('css-')) names.add(name.slice(4));
    return names;
};

/** The rules to keep, within the limit: those written or shown last are the last to go. */
const withinLimit = (kept: Map<string, string>, written: Map<string, string>): [string, string][] => {
    const shown = namesShown();
    const rules = [
        ...[...kept].filter(([name]) => !shown.has(name) && !written.has(name)),
        ...[...kept].filter(([name]) => shown.has(name) && !written.has(name)),
        ...written,
    ];
    const within: [string, string][] = [];
    let size = 0;
    for (const entry of rules.reverse()) {
        size += entry[0].length + entry[1].length;
        if (size > KEPT_STYLES_LIMIT) break;
        within.unshift(entry);
    }
    return within;
};

/** A rule's style name: its class's (`.css-<name>`), or its keyframes' (`animation-<name>`). */
const STYLE_NAME = /\.css-([\w-]+)|@(?:-webkit-)?keyframes (animation-[\w-]+)/;

/** The rules emotion wrote on this page, under their style's name. */
const rulesWritten = (cache: EmotionCache): Map<string, string> => {
    const rules = new Map<string, string>();
    for (const tag of cache.sheet.tags)
        for (const rule of tag.sheet?.cssRules ?? []) {
            const match = STYLE_NAME.exec(rule.cssText);
            const name = match?.[1] ?? match?.[2];
            if (name) rules.set(name, (rules.get(name) ?? '') + rule.cssText);
        }
    return rules;
};

const pageStorage = (): Storage | undefined => {
    try {
        return window.localStorage;
    } catch {
        return undefined;
    }
};

/**
 * Runs `keep` once calls to `wrote` have paused for QUIET_MS and the browser is idle, or at once on `leaving` if
 * one is still due.
 */
const onceWritingPauses = (keep: () => void) => {
    let lastWrite = 0;
    let waiting: ReturnType<typeof setTimeout> | undefined;
    let idle: (() => void) | undefined;
    const keepNow = () => {
        clearTimeout(waiting);
        idle?.();
        waiting = idle = undefined;
        keep();
    };
    const keepOncePaused = () => {
        const wait = lastWrite + QUIET_MS - performance.now();
        waiting = wait > 0 ? setTimeout(keepOncePaused, wait) : undefined;
        if (!waiting) idle = whenIdle(keepNow);
    };
    return {
        wrote: () => {
            lastWrite = performance.now();
            if (!waiting && !idle) waiting = setTimeout(keepOncePaused, QUIET_MS);
        },
        leaving: () => {
            if (waiting || idle) keepNow();
        },
    };
};

/**
 * Emotion's cache for the whole console, given the rules kept in `storage` for `build`; it keeps what it writes once
 * writing pauses, or as the page is hidden or left if that comes first. Storage closed to the page only means
 * nothing is kept.
 */
export const keptStyleCache = (build: string, storage = pageStorage()): EmotionCache => {
    const cache = createCache({ key: 'css' });
    const kept = readKept(storage, build);
    if (kept.size) {
        const sheet = document.createElement('style');
        sheet.setAttribute('data-kept-styles', '');
        sheet.textContent = [...kept.values()].join('');
        document.head.appendChild(sheet);
        for (const name of kept.keys()) cache.inserted[name] = true;
    }

    // What this page wrote is read back from emotion's sheet when kept, so it is held once, by the page's CSS.
    const keep = () => {
        // Read again rather than held since the boot: the kept rules stay out of the page's memory.
        const rules = withinLimit(readKept(storage, build), rulesWritten(cache));
        try {
            storage?.setItem(KEY, JSON.stringify([build, rules] satisfies Kept));
        } catch {
            // Full or closed storage: the next load writes its styles as usual.
        }
    };

    const { wrote, leaving } = onceWritingPauses(keep);
    // Emotion calls `insert` only for a style new to the page.
    const insert = cache.insert;
    cache.insert = (...args) => {
        wrote();
        return insert(...args);
    };
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') leaving();
    });
    return cache;
};
