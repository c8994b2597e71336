// Which Chromium the e2e suite and the benches drive, asked the same way by `npm test` and playwright.config.ts:
// CHROMIUM_PATH when set, else Debian's /usr/bin/chromium, else Playwright's own download (`npx playwright
// install chromium`). Plain Node, so scripts/test.js can ask before anything is built.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Where Playwright keeps its own Chromium once downloaded; undefined where it has none for this platform. */
function playwrightChromium() {
    try {
        return chromium.executablePath();
    } catch {
        return undefined;
    }
}

/**
 * The browser to drive: `{ path, source }`, or `{ missing }` saying what was looked for.
 * A CHROMIUM_PATH that names no file is reported, not passed over: it was set on purpose.
 */
export function findChromium({
    env = process.env,
    exists = existsSync,
    playwrightPath = playwrightChromium,
    debianPath = DEBIAN_CHROMIUM,
} = {}) {
    if (env.CHROMIUM_PATH) {
        return exists(env.CHROMIUM_PATH)
            ? { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' }
            : { missing: `CHROMIUM_PATH names ${env.CHROMIUM_PATH}, which does not exist` };
    }
    if (exists(debianPath)) return { path: debianPath, source: 'Debian' };
    const own = playwrightPath();
    if (own && exists(own)) return { path: own, source: 'Playwright' };
    return { missing: `no Chromium at ${debianPath} nor Playwright's own (${own ?? 'none for this platform'})` };
}

/** The one command that gets a Chromium on this platform. */
export function chromiumInstallHint(platform = process.platform) {
    // On Linux Playwright's browser also needs system libraries, which --with-deps installs (it asks for sudo).
    const command =
        platform === 'linux' ? 'npx playwright install --with-deps chromium' : 'npx playwright install chromium';
    return `No Chromium for the e2e suite: run \`${command}\` (or set CHROMIUM_PATH to a Chromium).`;
}

/** The browser's path for the benches, or an error that says how to get one. */
export function requireChromium() {
    const found = findChromium();
    if ('path' in found) return found.path;
    throw new Error(`${found.missing}. ${chromiumInstallHint()}`);
}
