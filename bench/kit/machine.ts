import { readFileSync } from 'node:fs';

/** CPU time counters from /proc/stat (null where there is none); busy % is the non-idle share between two samples. */
export interface CpuSample {
    idle: number;
    total: number;
}

export const cpuSample = (): CpuSample | null => {
    try {
        const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
        return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
    } catch {
        return null;
    }
};

export const busySince = (from: CpuSample | null): string => {
    const to = cpuSample();
    if (!from || !to || to.total === from.total) return 'n/a';
    return `${Math.round(100 * (1 - (to.idle - from.idle) / (to.total - from.total)))}%`;
};

export const pause = (ms: number) => new Promise(done => setTimeout(done, ms));

/** The middle value (NaN dropped; NaN when none is left). */
export const median = (values: number[]) => {
    const sorted = values.filter(v => !Number.isNaN(v)).sort((a, b) => a - b);
    if (!sorted.length) return NaN;
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Runs `measure` once per side per round, the order flipped every other round, so both see the same machine. */
export const alternate = async <T>(rounds: number, sides: readonly T[], measure: (side: T) => Promise<void>) => {
    for (let i = 0; i < rounds; i++) {
        for (const side of i % 2 ? [...sides].reverse() : sides) await measure(side);
        process.stdout.write('.');
    }
    process.stdout.write('\n');
};
