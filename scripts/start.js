// `npm start`: builds the console, points it at the API it starts (its config.json), then serves the fake API (default
// :3001) and `vite preview` of the console (default :5173). `npm run dev` (--dev): the same with the Vite dev server
// (hot reload) instead of the build. API_PORT and CONSOLE_PORT move them (e.g. when 3001 or 5173 is taken), API_DB
// the API's data file. Each start builds into a folder of its own console port (.data/console-PORT/), and an API
// holds its data file alone (scripts/dataLock.js): a second start beside the first neither repoints the first
// console nor shares its data. Output is prefixed per process; Ctrl+C or SIGTERM stops both; if either dies, the
// other is stopped.
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataFileHolder, heldMessage } from './dataLock.js';
import { writeRuntimeConfig } from './runtimeConfig.js';
import { startPlan } from './startPlan.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = name => join(root, 'node_modules', '.bin', name);
const dev = process.argv.includes('--dev');
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

const stop = message => {
    console.error(message);
    process.exit(1);
};

let plan;
try {
    plan = startPlan(process.env, root);
} catch (error) {
    stop(error.message);
}
const { apiPort, consolePort, apiUrl: API_URL, consoleUrl: CONSOLE_URL, dbFile, consoleDir } = plan;

/** Whether something already answers on this port (another start, another app). */
const taken = port =>
    new Promise(resolve => {
        const socket = connect({ port: Number(port), host: 'localhost' });
        const answer = value => {
            socket.destroy();
            resolve(value);
        };
        socket.once('connect', () => answer(true));
        socket.once('error', () => answer(false));
        socket.setTimeout(1000, () => answer(false));
    });

// Said before a minute's build, not after it.
const holder = dataFileHolder(dbFile);
if (holder) stop(heldMessage(dbFile, holder, apiPort));
for (const [name, port] of [
    ['API_PORT', apiPort],
    ['CONSOLE_PORT', consolePort],
]) {
    if (await taken(port))
        stop(`${name} ${port} is taken (another npm start?): pick another, e.g. ${name}=${Number(port) + 10}`);
}

// The built console reads its API's address from its config.json: write it for the API started below.
if (!dev) {
    const build = spawnSync(bin('vite'), ['build', '--outDir', consoleDir, '--emptyOutDir'], {
        cwd: root,
        stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeRuntimeConfig(consoleDir, API_URL);
}

const processes = [
    {
        name: 'api',
        command: bin('tsx'),
        // `npm start -- --spec-only`: the API without its extras (docs/deploying.md).
        args: ['server/main.ts', ...(process.argv.includes('--spec-only') ? ['--spec-only'] : [])],
        // Links to its files start with the address the console calls it by (config.json), which the page's
        // Content-Security-Policy allows.
        env: { PORT: apiPort, API_DB: dbFile, CONSOLE_URL, API_PUBLIC_URL: API_URL },
    },
    {
        name: dev ? 'vite' : 'web',
        command: bin('vite'),
        args: [
            ...(dev ? ['--port', consolePort] : ['preview', '--port', consolePort, '--outDir', consoleDir]),
            '--strictPort',
        ],
        env: { VITE_API_URL: API_URL },
    },
];

let stopping = false;
let exitCode = 0;
const running = new Set();

function prefix(stream, target, name) {
    createInterface({ input: stream }).on('line', line => target.write(`[${name}] ${line}\n`));
}

function stopAll(signal) {
    stopping = true;
    for (const child of running) child.kill(signal);
    // A child that ignores the signal must not keep the terminal hostage.
    setTimeout(() => {
        for (const child of running) child.kill('SIGKILL');
    }, 5000).unref();
}

for (const { name, command, args, env } of processes) {
    const child = spawn(command, args, {
        cwd: root,
        env: { ...process.env, ...colour, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    prefix(child.stdout, process.stdout, name);
    prefix(child.stderr, process.stderr, name);
    child.on('error', error => {
        console.error(`[${name}] could not start: ${error.message}`);
    });
    child.on('close', (code, signal) => {
        running.delete(child);
        if (!stopping) {
            console.error(`[${name}] exited (${signal ?? `code ${code}`}); stopping the rest.`);
            exitCode = code || 1;
            stopAll('SIGTERM');
        }
        if (running.size === 0) process.exit(exitCode);
    });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
        if (stopping) return;
        stopAll(signal);
    });
}
