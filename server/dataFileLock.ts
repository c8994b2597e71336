import { lockDataFile } from '../scripts/dataLock.js';

/**
 * This process's hold on its data file (scripts/dataLock.js), before it resets or serves it: a second API on the
 * same file stops here with one line naming the first and how to pick another data folder.
 */
export const takeDataFile = (dbFile: string, port: number): void => {
    try {
        lockDataFile(dbFile, port);
    } catch (error) {
        console.error(error instanceof Error ? error.message : String(error));
        process.exit(1);
    }
};
