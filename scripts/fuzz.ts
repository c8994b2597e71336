/**
 * `npm run fuzz [-- --runs 200 --seed 42 --only /category]`: starts a fresh fake API on a copy of the seed,
 * signs in as the super-admin and sends each documented operation `runs` requests drawn from
 * /openapi.json's schemas (valid and broken). Prints every operation that answered a 500 or off its
 * documented schema, with the seed and the shrunk request to replay it; exits 1 if any did.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SEED_FILE, startApi } from '../server/app';
import type { OpenApiDocument } from '../server/openapi/answerCheck';
import { fuzzRoutes } from '../server/openapi/fuzzRoutes';

const { values } = parseArgs({
    options: { runs: { type: 'string', default: '50' }, seed: { type: 'string' }, only: { type: 'string' } },
});
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
const runs = Number(values.runs);

/** A few real ids of each seed collection, so edits and deletes reach past "not found". */
const seedIds = async (): Promise<string[]> => {
    const seedData = JSON.parse(await readFile(DEFAULT_SEED_FILE, 'utf8')) as Record<string, unknown>;
    return Object.values(seedData)
        .filter(Array.isArray)
        .flatMap(rows => (rows as { _id?: unknown }[]).slice(0, 2).map(row => row._id))
        .filter((id): id is string => typeof id === 'string');
};

const dir = await mkdtemp(join(tmpdir(), 'fake-api-fuzz-'));
const api = await startApi({ port: 0, dbFile: join(dir, 'db.json'), snapshotDelayMs: 5000 });
try {
    const login = await fetch(`${api.url}/api/v1/superadminlogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'superadmin@example.com', password: 'Password@123' }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const document = (await (await fetch(`${api.url}/openapi.json`)).json()) as OpenApiDocument;
    console.log(`Fuzzing ${api.url} with seed ${seed}, ${runs} requests per operation`);
    const started = Date.now();
    const findings = await fuzzRoutes({
        url: api.url,
        token,
        document,
        runs,
        seed,
        ids: await seedIds(),
        only: values.only,
    });
    for (const finding of findings) console.log(`\n✗ ${finding.operation}\n${finding.report}`);
    console.log(
        `\n${findings.length} operation(s) failed in ${Math.round((Date.now() - started) / 1000)} s (seed ${seed}; replay: npm run fuzz -- --seed ${seed} --runs ${runs})`,
    );
    process.exitCode = findings.length > 0 ? 1 : 0;
} finally {
    await api.close();
    await rm(dir, { recursive: true, force: true });
}
