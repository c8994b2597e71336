// One fake API per data file: a lock file beside it (`db.json.lock`) names the process that holds it. Two APIs
// writing one db.json without it lose each other's acknowledged writes. Plain Node, so `npm start`
// can ask before it builds anything; the API takes the lock as it starts (server/main.ts).
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, relative } from 'node:path';

export const lockFileOf = dbFile => `${dbFile}.lock`;

const alive = pid => {
    try {
        process.kill(pid, 0);
        return true;
    } catch (error) {
        // EPERM: it exists, under another user.
        return error.code === 'EPERM';
    }
};

/** The process holding the data file, if one is running: `{ pid, port }`. A lock left by a dead one is no lock. */
export const dataFileHolder = dbFile => {
    let holder;
    try {
        holder = JSON.parse(readFileSync(lockFileOf(dbFile), 'utf8'));
    } catch {
        return undefined;
    }
    const pid = Number(holder?.pid);
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)
        ? { pid, port: String(holder.port ?? '?') }
        : undefined;
};

/** The one line that says who holds the data file and how to run beside it. */
export const heldMessage = (dbFile, holder, port) => {
    const inside = relative(process.cwd(), dbFile);
    const shown = inside && !inside.startsWith('..') ? inside : dbFile;
    const own = `.data/api-${port ?? 'PORT'}/db.json`;
    return (
        `${shown} is in use by the fake API on :${holder.port} (pid ${holder.pid}): stop it, ` +
        `or give this one its own data folder, e.g. API_DB=${own}`
    );
};

/**
 * Takes the data file for this process until it exits, or throws the one-line message naming its holder.
 * A lock whose process is gone (killed, crashed) is taken over.
 */
export const lockDataFile = (dbFile, port) => {
    const file = lockFileOf(dbFile);
    mkdirSync(dirname(file), { recursive: true });
    for (let tries = 0; tries < 3; tries++) {
        const holder = dataFileHolder(dbFile);
        if (holder) throw new Error(heldMessage(dbFile, holder, port));
        let fd;
        try {
            fd = openSync(file, 'wx');
        } catch (error) {
            if (error.code !== 'EEXIST') throw error;
            // Left by a process that is gone (or was just taken): look again.
            if (!dataFileHolder(dbFile)) rmSync(file, { force: true });
            continue;
        }
        writeSync(fd, `${JSON.stringify({ pid: process.pid, port: String(port) })}\n`);
        closeSync(fd);
        const release = () => {
            if (readPid(file) === process.pid) rmSync(file, { force: true });
        };
        process.once('exit', release);
        return release;
    }
    throw new Error(`${file}: could not take the data file's lock`);
};

const readPid = file => {
    try {
        return Number(JSON.parse(readFileSync(file, 'utf8')).pid);
    } catch {
        return undefined;
    }
};
