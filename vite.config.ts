import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootChunks } from './scripts/vite/bootChunks.ts';
import { consoleBootHints } from './scripts/vite/consoleBootHints.ts';
import { hashedAssetCaching } from './scripts/vite/hashedAssetCaching.ts';
import { precompressedAssets } from './scripts/vite/precompressedAssets.ts';
import { productionRouter } from './scripts/vite/productionRouter.ts';
import { runtimeConfig } from './scripts/vite/runtimeConfig.ts';

const firstLoad = bootChunks();

export default defineConfig({
    plugins: [
        react(),
        firstLoad.plugin,
        consoleBootHints(),
        hashedAssetCaching(),
        precompressedAssets(),
        productionRouter(),
        runtimeConfig(),
    ],
    resolve: {
        // A polyfill the supported browsers do not need (see the file), kept out of the first screen's budget.
        alias: { 'object.entries': fileURLToPath(new URL('./src/vendor/objectEntries.cjs', import.meta.url)) },
    },
    build: {
        // react-admin + MUI make a large vendor chunk; screens are lazy chunks, so warn only on real outliers.
        chunkSizeWarningLimit: 1500,
        minify: process.env.NO_MINIFY ? false : undefined,
        rolldownOptions: { output: { codeSplitting: firstLoad.codeSplitting } },
    },
    server: { port: 5173 },
    preview: { port: 5173, strictPort: true },
});
