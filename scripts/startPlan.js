// What one `npm start` runs with, from its environment: its ports and addresses, the data file its API keeps, and a
// console build of its own (`.data/console-PORT/`, config.json naming its API), so a second start beside it (other
// ports) neither rewrites the first one's build nor points its console elsewhere.
import { join, resolve } from 'node:path';

const portOf = (env, name, fallback) => {
    const value = env[name] ?? fallback;
    if (!/^\d{1,5}$/.test(value) || Number(value) > 65535)
        throw new Error(`${name} must be a port number, not "${value}"`);
    return value;
};

/** The start's plan, or an Error saying which setting is wrong. */
export const startPlan = (env, root) => {
    const apiPort = portOf(env, 'API_PORT', '3001');
    const consolePort = portOf(env, 'CONSOLE_PORT', '5173');
    return {
        apiPort,
        consolePort,
        apiUrl: `http://localhost:${apiPort}`,
        consoleUrl: `http://localhost:${consolePort}`,
        // The API resolves API_DB from the checkout, as it is started there.
        dbFile: resolve(root, env.API_DB ?? '.data/db.json'),
        consoleDir: join(root, '.data', `console-${consolePort}`),
    };
};
