import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** json-server's own static folder, so `defaults()` never serves the console's `public/` from the cwd. */
export const jsonServerPublicDir = join(
    dirname(createRequire(import.meta.url).resolve('json-server')),
    '..',
    '..',
    'public',
);
