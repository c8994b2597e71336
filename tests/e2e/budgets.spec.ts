import { existsSync } from 'node:fs';
import { bundleSizes } from '../../bench/bundleSizes';
import { CONSOLE_PORT, expect, test } from './support/fixtures';

/**
 * Size budgets (issue 16), on the console this run built (playwright.config.ts
 * builds it with its manifest). Sizes do not depend on the machine's load.
 */
const dist = `.test-output/console-${CONSOLE_PORT}`;

/**
 * Lazy parts known to pass 150 kB, each with the ceiling it may not pass: a
 * visible debt, not a silent one. The to-do's note editor (opened with a
 * task) is tiptap (126 kB) plus @tiptap/extension-emoji, whose module holds
 * GitHub's whole emoji set (75 kB); an own ':' suggestion over a compact list
 * would bring it under 150 (issue 16 report).
 */
const KNOWN_OVER: Readonly<Record<string, number>> = { 'src/demos/todo/NoteEditor.tsx': 215 };

test.describe('size budgets (gzip)', () => {
    test.skip(!existsSync(`${dist}/.vite/manifest.json`), `no build with a manifest in ${dist} (a console reused from another run)`);
    const sizes = existsSync(`${dist}/.vite/manifest.json`) ? bundleSizes(dist) : undefined;

    test('the sign-in page first load is at most 170 kB', () => {
        expect(sizes!.signIn).toBeLessThanOrEqual(170);
    });

    const FIRST_SCREEN_BUDGET = 330;
    test(`the first screen after sign-in (shell + dashboard) is at most ${FIRST_SCREEN_BUDGET} kB in all`, () => {
        expect(sizes!.firstScreen).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
    });

    test("no screen's own chunks pass 150 kB", () => {
        expect(sizes!.screens.length).toBeGreaterThan(10);
        const over = sizes!.screens.filter(screen => screen.kB > 150 && !(screen.kB <= (KNOWN_OVER[screen.name] ?? 0)));
        expect(over).toEqual([]);
    });
});
