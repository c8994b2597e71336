import type { Plugin } from 'vite';

/** A year, and never revalidated: a file under assets/ has its content's hash in its name, so a new build has new names. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * How the built console is served (`npm start`, `vite preview`): the hashed
 * files under assets/ are cached for good, everything else (index.html, the
 * icons) is revalidated on each load. Without this, a reload revalidated
 * every chunk (about a hundred 304s over six connections) before the first
 * screen could run, as Vite's preview server answers every file `no-cache`.
 */
export const hashedAssetCaching = (): Plugin => {
    let assets = '/assets/';
    return {
        name: 'hashed-asset-caching',
        configResolved(config) {
            assets = `${config.base}${config.build.assetsDir}/`;
        },
        configurePreviewServer(server) {
            server.middlewares.use((req, res, next) => {
                // The static server keeps a header set before it answers.
                if (req.url?.startsWith(assets)) res.setHeader('Cache-Control', HASHED_ASSET_CACHE);
                next();
            });
        },
    };
};
