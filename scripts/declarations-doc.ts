import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { declarationsReference } from './declarationsReference';

/**
 * `npm run docs:declarations`: writes docs/declarations.md from the language's types; with `--check`, exits 1
 * when the committed file differs from what the types say.
 */
const target = fileURLToPath(new URL('../docs/declarations.md', import.meta.url));
const fresh = declarationsReference();
if (process.argv.includes('--check')) {
    const committed = readFileSync(target, 'utf8');
    if (committed !== fresh) {
        console.error('docs/declarations.md is stale: run npm run docs:declarations');
        process.exit(1);
    }
    console.log('docs/declarations.md is up to date');
} else {
    writeFileSync(target, fresh);
    console.log(`wrote ${target}`);
}
