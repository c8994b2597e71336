// Types for scripts/chromium.js (plain Node, run before any build), for playwright.config.ts and the unit tests.
export type ChromiumFound = { path: string; source: 'CHROMIUM_PATH' | 'Debian' | 'Playwright' } | { missing: string };
export interface ChromiumLookup {
    env?: Record<string, string | undefined>;
    exists?: (path: string) => boolean;
    playwrightPath?: () => string | undefined;
    debianPath?: string;
}
export function findChromium(lookup?: ChromiumLookup): ChromiumFound;
export function chromiumInstallHint(platform?: string): string;
export function requireChromium(): string;
