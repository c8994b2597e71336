import { describe, expect, it } from 'vitest';
import { chromiumInstallHint, findChromium } from '../../scripts/chromium.js';

const PLAYWRIGHTS = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
/** A machine holding exactly these files. */
const machine =
    (...files: string[]) =>
    (path: string) =>
        files.includes(path);
const lookup = (env: Record<string, string>, ...files: string[]) =>
    findChromium({ env, exists: machine(...files), playwrightPath: () => PLAYWRIGHTS });

describe('finding a Chromium for the e2e suite', () => {
    it('takes CHROMIUM_PATH first, over Debian and Playwright', () => {
        const found = lookup({ CHROMIUM_PATH: '/opt/chrome' }, '/opt/chrome', '/usr/bin/chromium', PLAYWRIGHTS);
        expect(found).toEqual({ path: '/opt/chrome', source: 'CHROMIUM_PATH' });
    });

    it('reports a CHROMIUM_PATH that names no file rather than passing it over', () => {
        const found = lookup({ CHROMIUM_PATH: '/opt/nothing' }, '/usr/bin/chromium');
        expect(found).toEqual({ missing: expect.stringContaining('/opt/nothing') });
    });

    it("takes Debian's chromium next, then Playwright's own once it is downloaded", () => {
        expect(lookup({}, '/usr/bin/chromium', PLAYWRIGHTS)).toEqual({ path: '/usr/bin/chromium', source: 'Debian' });
        expect(lookup({}, PLAYWRIGHTS)).toEqual({ path: PLAYWRIGHTS, source: 'Playwright' });
    });

    it("finds none when Playwright's browser is not downloaded, or has no build for the platform", () => {
        expect(lookup({})).toHaveProperty('missing');
        const noBuild = findChromium({ env: {}, exists: machine(), playwrightPath: () => undefined });
        expect(noBuild).toEqual({ missing: expect.stringContaining('none for this platform') });
    });

    it('says in one line the command that gets one, with the system libraries on Linux', () => {
        expect(chromiumInstallHint('darwin')).toContain('`npx playwright install chromium`');
        expect(chromiumInstallHint('win32')).toContain('`npx playwright install chromium`');
        expect(chromiumInstallHint('linux')).toContain('`npx playwright install --with-deps chromium`');
        expect(chromiumInstallHint('linux')).not.toContain('\n');
    });
});
