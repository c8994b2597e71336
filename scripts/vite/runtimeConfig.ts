import type { Plugin } from 'vite';
import { CONFIG_FILE, runtimeConfigText } from '../runtimeConfig.js';

/**
 * The console's `config.json` (src/config.ts): the dev server answers it from VITE_API_URL, and a build writes it
 * with the address it was built for, for a deployer to change without a rebuild. Served uncached, as index.html is.
 */
export const runtimeConfig = (): Plugin => {
    const text = () => runtimeConfigText(process.env.VITE_API_URL ?? 'http://localhost:3001');
    return {
        name: 'runtime-config',
        configureServer(server) {
            server.middlewares.use(`/${CONFIG_FILE}`, (_req, res) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(text());
            });
        },
        generateBundle() {
            this.emitFile({ type: 'asset', fileName: CONFIG_FILE, source: text() });
        },
    };
};
