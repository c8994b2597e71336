import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
    viteConfig,
    defineConfig({
        test: {
            projects: [
                {
                    extends: true,
                    test: {
                        name: 'unit',
                        include: ['tests/unit/**/*.test.{ts,tsx}'],
                        environment: 'jsdom',
                    },
                },
                {
                    extends: true,
                    test: {
                        name: 'contract',
                        include: ['tests/contract/**/*.test.ts', 'tests/server/**/*.test.ts'],
                        environment: 'node',
                        // Each file starts a fake API in-process; one at a time keeps a 2-core machine responsive.
                        fileParallelism: false,
                        testTimeout: 20_000,
                        hookTimeout: 20_000,
                    },
                },
            ],
        },
    }),
);
