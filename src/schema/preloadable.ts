import { type ComponentType, createElement, lazy, memo, type NamedExoticComponent, useState } from 'react';

/**
 * A component whose code loads on demand and can be asked to load before it
 * renders. Memoised: a screen (or dialog) renders again for new props or its
 * own state, not each time what holds it does (react-admin's routes render
 * again on every navigation, and twice more while its resources register).
 */
export interface Preloadable<P extends object> extends NamedExoticComponent<P> {
    /** Starts loading (once); resolves when the component can render without suspending. */
    preload(): Promise<void>;
}

/**
 * Like React.lazy, but a component whose chunk is already in renders at once.
 * React.lazy suspends on its first render even when its module has arrived,
 * and React then holds the content back (it throttles Suspense reveals by up
 * to 300 ms), so a preloaded screen would still wait.
 */
export const preloadable = <P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> => {
    let loaded: ComponentType<P> | undefined;
    let loading: Promise<void> | undefined;
    const preload = () =>
        (loading ??= load().then(
            component => {
                loaded = component;
            },
            error => {
                // A failed chunk may load on the next try (e.g. after a redeploy or a network blip).
                loading = undefined;
                throw error;
            },
        ));
    const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
    const Component = memo((props: P) => {
        // Chosen once per mount: React may keep a lazy one it drew (after waiting for its code), and turning it into
        // the loaded component on a later render would mount it afresh, losing its state (an open form's typing).
        const [type] = useState(() => (loaded ?? Lazy) as ComponentType<P>);
        return createElement(type, props);
    });
    return Object.assign(Component, { preload });
};

/** Props for a control that shows the component: pointing at it or tabbing to it starts loading its code. */
export const loadOnIntent = (component: Pick<Preloadable<never>, 'preload'>) => {
    const preload = () => void component.preload().catch(() => undefined);
    return { onMouseEnter: preload, onFocus: preload };
};

const MOVES = ['pointermove', 'pointerdown', 'keydown', 'wheel'] as const;
let moved = false;

/**
 * Runs `work` on the user's first move on the page (the pointer, a key, the wheel: they may be on their way to a
 * control), at once if they have moved already; returns how to call it off. A page nobody touches keeps its heap.
 */
export const afterFirstMove = (work: () => void): (() => void) => {
    if (moved) {
        work();
        return () => undefined;
    }
    const stop = () => {
        for (const type of MOVES) window.removeEventListener(type, onMove, true);
    };
    const onMove = () => {
        moved = true;
        stop();
        work();
    };
    for (const type of MOVES) window.addEventListener(type, onMove, { capture: true, passive: true });
    return stop;
};

/** Runs `work` once the browser is idle (at the latest after 4 s); returns how to call it off. */
export const whenIdle = (work: () => void): (() => void) => {
    if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(work, { timeout: 4000 });
        return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(work, 300);
    return () => clearTimeout(id);
};

/**
 * Loads and runs a component's code once the browser is idle (after what is on screen now), so it renders at once
 * when it is wanted; a component that is not preloadable is left alone. Idle callbacks run in the order they were
 * asked for, so files put in the cache before (src/boot/idleFiles.ts) are in by then.
 */
export const preloadWhenIdle = (component: unknown): void => {
    const preload = (component as Partial<Preloadable<never>> | undefined)?.preload;
    if (typeof preload !== 'function') return;
    whenIdle(() => void preload().catch(() => undefined));
};
