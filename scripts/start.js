// `npm start`: builds the console, points it at the API it starts (dist/config.json), then serves the fake API (default :3001) and
// `vite preview` of the console (default :5173). `npm run dev` (--dev): the same with the Vite dev server (hot
// reload) instead of the build. API_PORT and CONSOLE_PORT move them (e.g. when 3001 or 5173 is taken).
// Output is prefixed per process; Ctrl+C or SIGTERM stops both; if either dies, the other is stopped.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeRuntimeConfig } from './runtimeConfig.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = name => join(root, 'node_modules', '.bin', name);
const dev = process.argv.includes('--dev');
const portOf = (name, fallback) => {
    const value = process.env[name] ?? fallback;
    if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) {
        console.error(`${name} must be a port number, not "${value}"`);
        process.exit(1);
    }
    return value;
};
const API_PORT = portOf('API_PORT', '3001');
const CONSOLE_PORT = portOf('CONSOLE_PORT', '5173');
const API_URL = `http://localhost:${API_PORT}`;
const CONSOLE_URL = `http://localhost:${CONSOLE_PORT}`;
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

// The built console reads its API's address from dist/config.json: write it for the API started below.
if (!dev) {
    const build = spawnSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeRuntimeConfig(join(root, 'dist'), API_URL);
}

const processes = [
    {
        name: 'api',
        command: bin('tsx'),
        // `npm start -- --spec-only`: the API without its extras (docs/deploying.md).
        args: ['server/main.ts', ...(process.argv.includes('--spec-only') ? ['--spec-only'] : [])],
        // Links to its files start with the address the console calls it by (config.json), which the page's
        // Content-Security-Policy allows.
        env: { PORT: API_PORT, CONSOLE_URL, API_PUBLIC_URL: API_URL },
    },
    {
        name: dev ? 'vite' : 'web',
        command: bin('vite'),
        args: [...(dev ? [] : ['preview']), '--port', CONSOLE_PORT, '--strictPort'],
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
