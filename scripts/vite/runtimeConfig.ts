import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from '../csp.js';
import { CONFIG_FILE, runtimeConfigText } from '../runtimeConfig.js';

/** The built console's policy for the API its config.json names, read on each request as a deployer may edit it. */
const policyOf = (outDir: string): string | undefined => {
    try {
        const { apiUrl } = JSON.parse(readFileSync(join(outDir, CONFIG_FILE), 'utf8')) as { apiUrl: string };
        return contentSecurityPolicy(readFileSync(join(outDir, 'index.html'), 'utf8'), apiUrl);
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
                const policy = isPage(req.url ?? '/') ? policyOf(outDir) : undefined;
                if (policy) res.setHeader('Content-Security-Policy', policy);
                next();
            });
        },
        generateBundle() {
            this.emitFile({ type: 'asset', fileName: CONFIG_FILE, source: text() });
        },
    };
};
