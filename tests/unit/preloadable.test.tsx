import { type ComponentType, startTransition, Suspense, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadable, preloadWhenIdle } from '../../src/schema/preloadable';

type Props = { value: string };

/** A component that counts its mounts and shows its prop. */
const counted = (mounts: () => void): ComponentType<Props> =>
    function Counted({ value }: Props) {
        useEffect(mounts, []);
        return <span>{value}</span>;
    };

describe('preloadable', () => {
    let box: HTMLDivElement;
    beforeEach(() => {
        // Real scheduling, as in the browser: React waits for a lazy component's code inside a transition.
        (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
        box = document.body.appendChild(document.createElement('div'));
    });
    afterEach(() => box.remove());

    it('keeps a component drawn while its code arrived mounted as its props change', async () => {
        const mounts = vi.fn();
        // Code that is in a moment later, as a chunk already fetched is.
        const Shown = preloadable<Props>(async () => counted(mounts));
        const root = createRoot(box);
        const draw = (value: string) =>
            startTransition(() =>
                root.render(
                    <Suspense fallback="loading">
                        <Shown value={value} />
                    </Suspense>,
                ),
            );
        draw('first');
        await expect.poll(() => box.textContent).toBe('first');
        // New props (a record changed elsewhere): the same mount, drawn again, its state kept.
        draw('second');
        await expect.poll(() => box.textContent).toBe('second');
        expect(mounts).toHaveBeenCalledTimes(1);
        root.unmount();
    });

    it('draws a component whose code is in at once, without the fallback', async () => {
        const Shown = preloadable<Props>(async () => counted(() => undefined));
        await Shown.preload();
        const root = createRoot(box);
        // Drawn in one synchronous render: a component that suspended would show its fallback here.
        flushSync(() =>
            root.render(
                <Suspense fallback="loading">
                    <Shown value="now" />
                </Suspense>,
            ),
        );
        expect(box.textContent).toBe('now');
        root.unmount();
    });
});

describe('preloadWhenIdle', () => {
    it('runs a preloadable component’s code once the browser is idle, and leaves others alone', () => {
        const idle: (() => void)[] = [];
        vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
        try {
            const preload = vi.fn(() => Promise.resolve());
            preloadWhenIdle(Object.assign(() => null, { preload }));
            preloadWhenIdle(() => null);
            expect(preload).not.toHaveBeenCalled();
            expect(idle).toHaveLength(1);
            idle[0]();
            expect(preload).toHaveBeenCalledTimes(1);
        } finally {
            vi.unstubAllGlobals();
        }
    });
});
