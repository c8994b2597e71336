import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { requireChromium } from '../../scripts/chromium.js';

/**
 * Lighthouse's mobile run (its default settings: a mid-range phone's screen, simulated slow 4G and a 4x slower
 * CPU), performance only, on a cold cache: a fresh headless Chromium and profile per run, the session stored in
 * localStorage first (from an empty answer on the same origin, so nothing is cached) and left there.
 */
export interface LighthouseTarget {
    name: string;
    url: string;
    /** An address on the app's origin to store the session from (answered empty by the bench), and the session. */
    storageFrom?: { url: string; storage: Record<string, string> };
}

export interface LighthouseScore {
    /** Performance score, 0-100. */
    score: number;
    lcpMs: number;
    fcpMs: number;
    tbtMs: number;
    cls: number;
}

const DEBUG_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9329);

export const lighthouseRun = async (target: LighthouseTarget): Promise<LighthouseScore> => {
    const profile = await mkdtemp(join(tmpdir(), 'field-lighthouse-'));
    // A persistent context is the browser's default one: Lighthouse's own tab shares its storage.
    const browser = await chromium.launchPersistentContext(profile, {
        executablePath: requireChromium(),
        headless: true,
        args: [
            '--no-sandbox',
            '--headless',
            '--disable-gpu',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-dev-shm-usage',
            `--remote-debugging-port=${DEBUG_PORT}`,
        ],
    });
    try {
        if (target.storageFrom) {
            const page = await browser.newPage();
            // An empty answer of the app's origin, so no page script runs nor lands in the cache.
            await page.route(target.storageFrom.url, route => route.fulfill({ body: '', contentType: 'text/plain' }));
            await page.goto(target.storageFrom.url);
            await page.evaluate(storage => {
                for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
            }, target.storageFrom.storage);
            await page.close();
        }
        const result = await lighthouse(target.url, {
            port: DEBUG_PORT,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            // The stored session stays; the profile is new, so the cache is empty anyway.
            disableStorageReset: true,
            // As the other benches: the console's live stream stays open for good.
            blockedUrlPatterns: ['*/live'],
        });
        if (!result) throw new Error(`lighthouse gave no result for ${target.url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        return {
            score: Math.round(100 * (lhr.categories.performance.score ?? 0)),
            lcpMs: metric('largest-contentful-paint'),
            fcpMs: metric('first-contentful-paint'),
            tbtMs: metric('total-blocking-time'),
            cls: metric('cumulative-layout-shift'),
        };
    } finally {
        await browser.close();
        await rm(profile, { recursive: true, force: true });
    }
};
