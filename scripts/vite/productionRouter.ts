import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router publishes its development build under every import condition (remix-run/react-router#12532), so a
 * built console ran its development warnings: long messages composed on each render, and "No routes matched" in the
 * console. The build takes the production files beside them; the dev server and tests keep the warnings.
 */
export const productionRouter = (): Plugin => {
    const production = join(
        dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
        'dist/production',
    );
    return {
        name: 'production-router',
        apply: 'build',
        config: () => ({
            resolve: {
                alias: [
                    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
                    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
                ],
            },
        }),
    };
};
