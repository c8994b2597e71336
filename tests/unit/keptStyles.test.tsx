import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_STYLES_LIMIT, keptStyleCache } from '../../src/boot/keptStyles';

const Red = styled.p({ color: 'rgb(255, 0, 0)' });
const Blue = styled.p({ color: 'rgb(0, 0, 255)' });

type Kept = [string, [string, string][]];
const kept = (): Kept => JSON.parse(localStorage.getItem('console.styles') ?? 'null') as Kept;
const keptNames = () => kept()[1].map(([name]) => name);
const leave = () => window.dispatchEvent(new Event('pagehide'));
const keptSheet = () => document.head.querySelector('style[data-kept-styles]');

describe('keptStyleCache', () => {
    let box: HTMLDivElement;
    let root: Root;
    const draw = (cache: EmotionCache, node: React.ReactNode) =>
        flushSync(() => root.render(<CacheProvider value={cache}>{node}</CacheProvider>));

    beforeEach(() => {
        localStorage.clear();
        box = document.body.appendChild(document.createElement('div'));
        root = createRoot(box);
    });
    afterEach(() => {
        flushSync(() => root.unmount());
        box.remove();
        for (const sheet of document.head.querySelectorAll('style')) sheet.remove();
    });

    it('writes no rule again on a load of the same build: the kept ones are put back as one sheet', () => {
        draw(keptStyleCache('build-1'), <Red>red</Red>);
        const name = box.querySelector('p')?.className.replace(/^css-/, '') ?? '';
        leave();
        expect(kept()[0]).toBe('build-1');
        expect(kept()[1]).toEqual([[name, expect.stringMatching(/color: ?rgb\(255, 0, 0\)/)]]);

        // The next load: the rule is back before anything draws, and emotion counts it as written.
        flushSync(() => root.unmount());
        for (const sheet of document.head.querySelectorAll('style')) sheet.remove();
        root = createRoot(box);
        const cache = keptStyleCache('build-1');
        expect(keptSheet()?.textContent).toMatch(new RegExp(`^\\.css-${name} ?\\{ ?color: ?rgb\\(255, 0, 0\\);`));
        const writes = vi.spyOn(cache.sheet, 'insert');
        draw(cache, <Red>red again</Red>);
        expect(box.querySelector('p')?.className).toBe(`css-${name}`);
        expect(writes).not.toHaveBeenCalled();
        // A style new to this load is written, then kept beside the first.
        draw(cache, <Blue>blue</Blue>);
        expect(writes).toHaveBeenCalledWith(expect.stringContaining('color:rgb(0, 0, 255)'));
        leave();
        expect(keptNames()).toHaveLength(2);
    });

    it('keeps what it wrote once writing has paused, so leaving the page has nothing left to do', () => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
        try {
            const cache = keptStyleCache('build-1');
            draw(cache, <Red>red</Red>);
            vi.advanceTimersByTime(250);
            draw(cache, <Blue>blue</Blue>);
            vi.advanceTimersByTime(250);
            expect(localStorage.getItem('console.styles')).toBeNull();
            // Once writing has paused, at the next idle moment.
            vi.runAllTimers();
            expect(keptNames()).toHaveLength(2);
            const writes = vi.spyOn(Storage.prototype, 'setItem');
            leave();
            document.dispatchEvent(new Event('visibilitychange'));
            expect(writes).not.toHaveBeenCalled();
        } finally {
            vi.useRealTimers();
            vi.restoreAllMocks();
        }
    });

    it("does not use another build's rules, nor a broken or closed storage", () => {
        localStorage.setItem('console.styles', JSON.stringify(['build-0', [['abc', '.css-abc{color:red;}']]]));
        const cache = keptStyleCache('build-1');
        expect(keptSheet()).toBeNull();
        expect(cache.inserted.abc).toBeUndefined();

        localStorage.setItem('console.styles', '{not json');
        expect(() => keptStyleCache('build-1')).not.toThrow();
        expect(keptSheet()).toBeNull();

        const closed = keptStyleCache('build-1', undefined);
        draw(closed, <Red>red</Red>);
        expect(getComputedStyle(box.querySelector('p') as Element).color).toBe('rgb(255, 0, 0)');
    });

    it('past its limit, lets go first of the rules the page did not show', () => {
        const big = (name: string) => [name, `.css-${name}{content:"${'x'.repeat(KEPT_STYLES_LIMIT * 0.6)}";}`];
        localStorage.setItem('console.styles', JSON.stringify(['build-1', [big('shown'), big('unseen'), big('old')]]));
        // Over the limit as read: it still loads whole; only what it keeps next is cut.
        const cache = keptStyleCache('build-1');
        draw(
            cache,
            <>
                <p className="css-shown">shown</p>
                <Red>red</Red>
            </>,
        );
        leave();
        const names = keptNames();
        expect(names).toContain('shown');
        expect(names).not.toContain('old');
        expect(names).not.toContain('unseen');
        expect(names).toHaveLength(2);
        expect(JSON.stringify(kept()).length).toBeLessThan(KEPT_STYLES_LIMIT + 100);
    });
});
