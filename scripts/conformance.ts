/**
 * `npm run conformance -- --api https://host --email … --password … [--write] [--junit out.xml] [--config
 * config.json]`: does this API answer the spec's calls as the spec says? `--as EMAIL` (instead of --email) signs
 * in as a staff member and checks that what their role refuses is refused and what it hides is absent. Prints a table of each call, writes JUnit
 * XML when asked, exits 1 on any failure (docs/conformance.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseOpenPaths, type OpenPathOverrides } from '../src/shared/openPaths';
import { describedCalls } from './conformance/document';
import { junitXml, type CaseResult } from './conformance/junit';
import { runConformance, signInFailure } from './conformance/run';
import { resultTable } from './conformance/table';

const USAGE =
    'usage: npm run conformance -- --api https://host (--email E | --as STAFF_EMAIL) --password P [--write] [--junit out.xml] [--config config.json]';

const { values: flags } = parseArgs({
    options: {
        api: { type: 'string' },
        email: { type: 'string', default: process.env.CONFORMANCE_EMAIL },
        as: { type: 'string' },
        password: { type: 'string', default: process.env.CONFORMANCE_PASSWORD },
        write: { type: 'boolean', default: false },
        junit: { type: 'string' },
        config: { type: 'string' },
        help: { type: 'boolean', default: false },
    },
});

const fail = (message: string): never => {
    console.error(message);
    process.exit(2);
};

/** The open paths a deployer's config.json moves; a bad entry stops the run (the console would keep its default). */
const pathsFrom = (file: string | undefined): OpenPathOverrides => {
    if (!file) return {};
    let json: { paths?: unknown };
    try {
        json = JSON.parse(readFileSync(file, 'utf8')) as { paths?: unknown };
    } catch (error) {
        return fail(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const { paths, problems } = parseOpenPaths(json?.paths);
    if (problems.length > 0) fail(`${file}: ${problems.join('; ')}`);
    return paths;
};

if (flags.help) {
    console.log(USAGE);
    process.exit(0);
}
const email = flags.as ?? flags.email;
if (!flags.api || !email || !flags.password) fail(USAGE);
const api = flags.api!.replace(/\/+$/, '');
if (!/^https?:\/\/[^/]/.test(api)) fail(`--api must be an http(s) address, not "${api}"`);

const results: CaseResult[] = await runConformance({
    api,
    email: email!,
    password: flags.password!,
    write: flags.write,
    staff: flags.as !== undefined,
    paths: pathsFrom(flags.config),
    check: await describedCalls(),
});
if (flags.junit) writeFileSync(flags.junit, junitXml(results, api));
// A wrong password or address: one line, not a table of calls that could not be sent.
const refused = signInFailure(results);
if (refused) {
    console.error(`Cannot sign in to ${api} as ${email}: ${refused.got} (${refused.call})`);
    process.exit(1);
}
console.log(resultTable(results));
process.exit(results.some(result => !result.pass && !result.skipped) ? 1 : 0);
