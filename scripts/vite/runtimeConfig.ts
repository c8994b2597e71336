import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { INLINE_CONFIG_ID } from '../../src/pageData.ts';
import { contentSecurityPolicy } from '../csp.js';
import { CONFIG_FILE, runtimeConfigText } from '../runtimeConfig.js';

/** index.html's hint for config.json, which a page carrying the configuration no longer needs. */
const CONFIG_PRELOAD = /<link rel="preload" href="[^"]*config\.json"[^>]*>/;

/**
 * The page with its configuration written in (src/config.ts reads it), so a load waits for no second round trip
 * before it knows its API. `<` is escaped: the file's text cannot close the script element.
 */
export const pageWithConfig = (indexHtml: string, configText: string): string => {
    const data = `<script type="application/json" id="${INLINE_CONFIG_ID}">${configText.trim().replaceAll('<', '\\u003c')}</script>`;
    return CONFIG_PRELOAD.test(indexHtml)
        ? indexHtml.replace(CONFIG_PRELOAD, () => data)
        : indexHtml.replace('</head>', () => `${data}</head>`);
};

/**
 * The built console's page and policy for the API its config.json names, read on each request as a deployer may
 * edit it; nothing when either file is missing or the configuration has no address.
 */
const servedPage = (outDir: string): { html: string; policy: string } | undefined => {
    try {
        const configText = readFileSync(join(outDir, CONFIG_FILE), 'utf8');
        const { apiUrl } = JSON.parse(configText) as { apiUrl: string };
        const html = pageWithConfig(readFileSync(join(outDir, 'index.html'), 'utf8'), configText);
        return { html, policy: contentSecurityPolicy(html, apiUrl) };
    } catch {
        return undefined;
    }
};

/** A page's address (index.html, or a route the single-page fallback answers with it), not a file's. */
const isPage = (url: string): boolean => {
    const path = url.split('?')[0];
    return path.endsWith('.html') || !/\.[a-z0-9]+$/i.test(path);
};

/**
 * The console's `config.json` (src/config.ts): the dev server answers it from VITE_API_URL, and a build writes it
 * with the address it was built for, for a deployer to change without a rebuild. The preview server (`npm start`,
 * the e2e run) serves the build with the Content-Security-Policy docs/deploying.md gives, so every test runs under it.
 */
export const runtimeConfig = (): Plugin => {
    const text = () => runtimeConfigText(process.env.VITE_API_URL ?? 'http://localhost:3001');
    let outDir = 'dist';
    return {
        name: 'runtime-config',
        configResolved(config) {
            outDir = resolve(config.root, config.build.outDir);
        },
        configureServer(server) {
            server.middlewares.use(`/${CONFIG_FILE}`, (_req, res) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(text());
            });
        },
        configurePreviewServer(server) {
            server.middlewares.use((req, res, next) => {
                // Pages only: a script or a picture needs no policy of its own, nor the files read for it.
                const page = isPage(req.url ?? '/') && ['GET', 'HEAD'].includes(req.method ?? '') && servedPage(outDir);
                if (!page) return next();
                res.setHeader('Content-Security-Policy', page.policy);
                res.setHeader('Content-Type', 'text/html; charset=utf-8');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(req.method === 'HEAD' ? undefined : page.html);
            });
        },
        generateBundle() {
            this.emitFile({ type: 'asset', fileName: CONFIG_FILE, source: text() });
        },
    };
};
