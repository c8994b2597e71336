// Types for scripts/e2eShards.js (plain Node, run before any build), for the unit tests that import it.
export interface Shard {
    files: string[];
    seconds: number;
}
export function testsPerFile(root: string, bin: string): Record<string, number>;
export function planShards(counts: Record<string, number>, timings: Record<string, number>, shards: number): Shard[];
export function readTimings(root: string): Record<string, number>;
export function timingsFromReports(reports: unknown[]): Record<string, number>;
