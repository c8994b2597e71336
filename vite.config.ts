import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { consoleBootHints } from './scripts/vite/consoleBootHints';

export default defineConfig({
  plugins: [react(), consoleBootHints()],
  build: {
    // react-admin + MUI make a large vendor chunk; screens are lazy chunks, so warn only on real outliers.
    chunkSizeWarningLimit: 1500,
  },
  server: { port: 5173 },
  preview: { port: 5173, strictPort: true },
});
