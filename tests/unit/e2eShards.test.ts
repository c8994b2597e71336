import { describe, expect, it } from 'vitest';
import { planShards, timingsFromReports } from '../../scripts/e2eShards.js';

describe('planning the e2e shards', () => {
    it('balances by time, not by test count: one long file of few tests against many short ones', () => {
        const counts = { 'sweeps.spec.ts': 10, 'a.spec.ts': 40, 'b.spec.ts': 40, 'c.spec.ts': 40 };
        const timings = { 'sweeps.spec.ts': 600, 'a.spec.ts': 200, 'b.spec.ts': 200, 'c.spec.ts': 200 };
        const plan = planShards(counts, timings, 2);
        expect(plan.map(shard => shard.seconds).sort()).toEqual([600, 600]);
        expect(plan.find(shard => shard.files.includes('sweeps.spec.ts'))!.files).toEqual(['sweeps.spec.ts']);
    });

    it('counts six seconds a test for a file it has no timing for, and places every file once', () => {
        const counts = { 'new.spec.ts': 20, 'old.spec.ts': 5, 'small.spec.ts': 1 };
        const plan = planShards(counts, { 'old.spec.ts': 100 }, 2);
        expect(plan[0]).toEqual({ files: ['new.spec.ts'], seconds: 120 });
        expect(plan[1]).toEqual({ files: ['old.spec.ts', 'small.spec.ts'], seconds: 106 });
    });

    it('reads the seconds per file from the shards reports, retries included', () => {
        const report = {
            suites: [
                {
                    specs: [{ file: 'x.spec.ts', tests: [{ results: [{ duration: 1500 }, { duration: 2500 }] }] }],
                    suites: [{ specs: [{ file: 'y.spec.ts', tests: [{ results: [{ duration: 10_000 }] }] }] }],
                },
            ],
        };
        expect(timingsFromReports([report, undefined])).toEqual({ 'x.spec.ts': 4, 'y.spec.ts': 10 });
    });
});
