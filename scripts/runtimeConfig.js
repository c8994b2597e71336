// The built console's runtime configuration (src/config.ts reads it): `config.json` beside index.html, so one
// build serves any API. `npm start`, the e2e run and the benches write it for the fake API they start;
// `node scripts/runtimeConfig.js DIR URL` writes it by hand.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONFIG_FILE = 'config.json';

/** The file's text for an API address. */
export const runtimeConfigText = apiUrl => `${JSON.stringify({ apiUrl }, null, 2)}\n`;

export const writeRuntimeConfig = (dir, apiUrl) => writeFileSync(join(dir, CONFIG_FILE), runtimeConfigText(apiUrl));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
    const [dir, apiUrl] = process.argv.slice(2);
    if (!dir || !apiUrl) {
        console.error('usage: node scripts/runtimeConfig.js DIST_DIR API_URL');
        process.exit(1);
    }
    writeRuntimeConfig(dir, apiUrl);
}
