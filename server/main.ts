import { resolve } from 'node:path';
import { DEFAULT_CONSOLE_URL, DEFAULT_SEED_FILE, startApi } from './app';
import { apiFlags } from './cliFlags';
import { resetDataFile } from './store/store';
import { takeDataFile } from './dataFileLock';

/**
 * `npm run api` starts the fake API; `npm run reset` (--reset-only) copies the
 * seed over the data file and exits; --fresh does both; --spec-only serves the spec's calls alone (no extras);
 * --fault NAME plants a fault for testers (./http/faults.ts). A mistake in the flags is answered in one line
 * (./cliFlags.ts).
 * Environment: PORT (3001), HOST (127.0.0.1), API_DB (.data/db.json), CONSOLE_URL, JWT_SECRET, PROFILE_SECRET_KEY.
 */
const flags = apiFlags(process.argv.slice(2));
if ('problem' in flags) {
    console.error(flags.problem);
    process.exit(1);
}

const dbFile = resolve(process.env.API_DB ?? '.data/db.json');
const port = Number(process.env.PORT ?? 3001);
const consoleUrl = process.env.CONSOLE_URL ?? DEFAULT_CONSOLE_URL;

if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, not "${process.env.PORT}"`);
    process.exit(1);
}

const { fault } = flags;

takeDataFile(dbFile, port);
if (flags['reset-only'] || flags.fresh) await resetDataFile(dbFile, DEFAULT_SEED_FILE);
if (flags['reset-only']) {
    console.log(`Reset ${dbFile} from ${DEFAULT_SEED_FILE}`);
} else {
    const specOnly = flags['spec-only'];
    const api = await startApi({ port, dbFile, consoleUrl, specOnly, fault });
    console.log(`Fake API on ${api.url} (data ${dbFile}, console ${consoleUrl}${specOnly ? ', spec only' : ''})`);
    if (fault) console.log(`Planted fault: ${fault} (for testers; docs/conformance.md)`);
    const stop = () => {
        api.close().then(
            () => process.exit(0),
            err => {
                console.error(err);
                process.exit(1);
            },
        );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
}
