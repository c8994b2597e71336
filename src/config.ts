import { INLINE_CONFIG_ID } from './pageData';
import { configureOpenPaths, parseOpenPaths, type OpenPathOverrides } from './shared/openPaths';

/**
 * Where the console finds its API. The built console reads `config.json` beside its index.html when it starts, so
 * one build serves every environment; without that file it uses the address it was built with (VITE_API_URL), else
 * the fake API's.
 */
const BUILT_API_URL: string = import.meta.env.VITE_API_URL ?? 'http://localhost:3001';

/** The runtime configuration's file name, beside index.html (written by `npm start`, scripts/runtimeConfig.js). */
const CONFIG_FILE = 'config.json';

/** What `config.json` holds: the API's address and the open paths it moves (./schema/openPaths.ts). */
interface RuntimeConfig {
    apiUrl: string;
    paths: OpenPathOverrides;
    /** What is wrong with `paths` entries, each kept at its default. */
    problems: string[];
}

const MAX_URL = 2000;

/** The configuration a file's text gives, or what is wrong with it, in the deployer's words. */
export const parseRuntimeConfig = (text: string): RuntimeConfig | { problem: string } => {
    let json: unknown;
    try {
        json = JSON.parse(text);
    } catch {
        return { problem: `${CONFIG_FILE} is not JSON` };
    }
    const apiUrl = (json as { apiUrl?: unknown } | null)?.apiUrl;
    if (typeof apiUrl !== 'string') return { problem: `${CONFIG_FILE} needs "apiUrl", the API's address` };
    let url: URL;
    try {
        url = new URL(apiUrl);
    } catch {
        return { problem: `${CONFIG_FILE}: apiUrl "${apiUrl.slice(0, 80)}" is not an address` };
    }
    if (!/^https?:$/.test(url.protocol) || url.search || url.hash || apiUrl.length > MAX_URL)
        return { problem: `${CONFIG_FILE}: apiUrl must be an http(s) address without a query or a fragment` };
    return { apiUrl: apiUrl.replace(/\/+$/, ''), ...parseOpenPaths((json as { paths?: unknown }).paths) };
};

let configured: string | undefined;

/** The API's address: read on each call, as the configuration arrives after the modules that call the API load. */
export const apiUrl = (): string => configured ?? BUILT_API_URL;

/** The configuration written into the page, if its server did so: no round trip for the file. */
const inlineConfigText = (): string | undefined =>
    typeof document === 'undefined' ? undefined : (document.getElementById(INLINE_CONFIG_ID)?.textContent ?? undefined);

const fetchedConfigText = async (fetchImpl: typeof fetch): Promise<string | undefined> => {
    try {
        const response = await fetchImpl(`${import.meta.env.BASE_URL}${CONFIG_FILE}`);
        return response.ok ? await response.text() : undefined;
    } catch {
        return undefined;
    }
};

/**
 * Reads the configuration once, before the first API call: written into the page by its server, else `config.json`
 * (index.html preloads it beside the scripts). A missing file keeps the built address; a broken one too, said on
 * the browser's console, since the console cannot show a page without knowing where its API is. A bad `paths`
 * entry is said there too, and that path keeps its default.
 */
export const loadRuntimeConfig = async (
    fetchImpl: typeof fetch = fetch,
    inline: string | undefined = inlineConfigText(),
): Promise<void> => {
    const text = inline ?? (await fetchedConfigText(fetchImpl));
    if (text === undefined) return;
    const config = parseRuntimeConfig(text);
    if ('problem' in config) {
        console.error(`${config.problem}; using ${BUILT_API_URL}`);
        return;
    }
    configured = config.apiUrl;
    configureOpenPaths(config.paths);
    for (const problem of config.problems) console.error(`${CONFIG_FILE}: ${problem}; using its default`);
};

/** Toasts close after this long (spec part 1, section 4). */
export const TOAST_MS = 5000;
