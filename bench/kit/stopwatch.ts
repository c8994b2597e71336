import type { Page } from '@playwright/test';

/**
 * In-page timing of one interaction, installed before any page script: `__arm(event, done)` notes the time stamp
 * of the next `event` (click, input, change: the last one if several), then checks `done` (a JS expression) on
 * every DOM change and every frame; once it holds, the time is taken in the task after the next frame (the result
 * painted). A string, so the TypeScript runner's helpers do not end up in the page.
 */
export const STOPWATCH = `
    window.__arm = (eventType, doneSource) => {
        const done = new Function('return (' + doneSource + ')');
        const mark = (window.__watch = { start: null, end: null, found: false });
        const onEvent = event => { mark.start = event.timeStamp; };
        document.addEventListener(eventType, onEvent, true);
        const check = () => {
            if (mark.found || mark.start === null) return;
            let holds = false;
            try { holds = Boolean(done()); } catch { holds = false; }
            if (!holds) return;
            mark.found = true;
            observer.disconnect();
            document.removeEventListener(eventType, onEvent, true);
            requestAnimationFrame(() => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => { mark.end = performance.now(); };
                channel.port2.postMessage(0);
            });
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
        const everyFrame = () => { if (!mark.found) { check(); requestAnimationFrame(everyFrame); } };
        requestAnimationFrame(everyFrame);
    };
`;

/** Text of the first cell of the list's first data row (react-admin's DataTable), in the page. */
export const FIRST_CELL = `document.querySelector('tr.RaDataTable-row td:not(.MuiTableCell-paddingCheckbox)')?.textContent`;

/**
 * Times `act` in the page: from the `event` it causes to the frame after `done` holds, in ms. `done` must not
 * hold before `act` (each step's condition names the state it waits for).
 */
export const timeIt = async (
    page: Page,
    event: 'click' | 'input' | 'change',
    done: string,
    act: () => Promise<unknown>,
): Promise<number> => {
    await page.evaluate(`window.__arm(${JSON.stringify(event)}, ${JSON.stringify(done)})`);
    await act();
    await page.waitForFunction('window.__watch.end !== null', null, { timeout: 60_000, polling: 50 });
    return (await page.evaluate('window.__watch.end - window.__watch.start')) as number;
};
