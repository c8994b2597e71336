import { existsSync, readFileSync } from 'node:fs';
import { bundleSizes } from '../../bench/bundleSizes';
import { CONSOLE_PORT, expect, test } from './support/fixtures';

/**
 * Size budgets, on the console this run built (playwright.config.ts
 * builds it with its manifest). Sizes do not depend on the machine's load.
 */
const dist = `.test-output/console-${CONSOLE_PORT}`;

test.describe('size budgets (gzip)', () => {
    // Read when the tests run (after playwright.config.ts has built the console), not when the file is collected.
    let sizes: ReturnType<typeof bundleSizes> | undefined;
    test.beforeAll(() => {
        // A build without its manifest would leave every budget unchecked: that is a failure, not a skip.
        expect(existsSync(`${dist}/.vite/manifest.json`), `no build with a manifest in ${dist}`).toBe(true);
        sizes = bundleSizes(dist);
    });

    test('the sign-in page first load is at most 170 kB', () => {
        expect(sizes!.signIn).toBeLessThanOrEqual(170);
    });

    const FIRST_SCREEN_BUDGET = 330;
    test(`the first screen after sign-in (shell + dashboard) is at most ${FIRST_SCREEN_BUDGET} kB in all`, () => {
        expect(sizes!.firstScreen).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
    });

    // Lists write their dates themselves (src/shared/dayText.ts); date-fns' `format` brings its English locale along.
    test("a list's first load carries no date-fns format (its English locale's words)", () => {
        const carrying = sizes!.firstListFiles.filter(file =>
            readFileSync(`${dist}/${file}`, 'utf8').includes('less than a second'),
        );
        expect(carrying).toEqual([]);
    });

    // react-router's package points every bundler at its development build (scripts/vite/productionRouter.ts).
    test("a list's first load carries react-router's production build, not its development warnings", () => {
        const carrying = sizes!.firstListFiles.filter(file =>
            readFileSync(`${dist}/${file}`, 'utf8').includes('You rendered descendant <Routes>'),
        );
        expect(sizes!.firstListFiles.length).toBeGreaterThan(3);
        expect(carrying).toEqual([]);
    });

    test("no screen's own chunks pass 150 kB", () => {
        expect(sizes!.screens.length).toBeGreaterThan(10);
        const over = sizes!.screens.filter(screen => screen.kB > 150);
        expect(over).toEqual([]);
    });
});
