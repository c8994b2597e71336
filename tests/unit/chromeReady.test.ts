import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type ChromeReady = typeof import('../../src/layout/chromeReady');

/** A fresh copy of the module (its state is the page's) and a component showing what the hook says. */
const mount = async () => {
    vi.resetModules();
    const chrome: ChromeReady = await import('../../src/layout/chromeReady');
    const host = document.createElement('div');
    const root = createRoot(host);
    const Probe = () => createElement('span', null, chrome.useChromeReady() ? 'ready' : 'held');
    return { chrome, host, render: () => act(() => root.render(createElement(Probe))) };
};

describe("the layout's chrome on a list opened at boot", () => {
    beforeEach(() => {
        vi.useFakeTimers();
        (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    });
    afterEach(() => vi.useRealTimers());

    it('comes at once when nothing holds it (any first screen but a list asked for at boot)', async () => {
        const { host, render } = await mount();
        await render();
        expect(host.textContent).toBe('ready');
    });

    it("waits for the list's rows, then comes after a frame and a task of its own, not in the rows' task", async () => {
        const { chrome, host, render } = await mount();
        chrome.holdChromeForList();
        await render();
        expect(host.textContent).toBe('held');
        act(() => chrome.releaseChromeAfterPaint());
        expect(host.textContent).toBe('held');
        await act(async () => {
            vi.advanceTimersByTime(50);
        });
        expect(host.textContent).toBe('ready');
    });

    it('never waits more than 1.5 s, however the list fares', async () => {
        const { chrome, host, render } = await mount();
        chrome.holdChromeForList();
        await render();
        await act(async () => {
            vi.advanceTimersByTime(1400);
        });
        expect(host.textContent).toBe('held');
        await act(async () => {
            vi.advanceTimersByTime(200);
        });
        expect(host.textContent).toBe('ready');
    });
});
