// Types for scripts/dataLock.js (plain Node, used by npm start and the fake API).
export interface DataFileHolder {
    pid: number;
    port: string;
}
export function lockFileOf(dbFile: string): string;
export function dataFileHolder(dbFile: string): DataFileHolder | undefined;
export function heldMessage(dbFile: string, holder: DataFileHolder, port?: string | number): string;
/** Returns the release; throws the one-line message when another running process holds the file. */
export function lockDataFile(dbFile: string, port: string | number): () => void;
