import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
    h = await startHarness();
});
afterAll(() => h.stop());

describe.each(['/get/allcoach', '/get/allStudents'])('GET %s (spec part 2, section 7: no token)', path => {
    it('answers enabled people by name only, without a token', async () => {
        const res = await fetch(`${h.api.url}${path}`);
        expect(res.status).toBe(200);
        const body = (await res.json()) as { success: boolean; data: Record<string, unknown>[] };
        expect(body.success).toBe(true);
        expect(body.data.length).toBeGreaterThanOrEqual(20);
        for (const row of body.data) expect(Object.keys(row).sort()).toEqual(['_id', 'first_name', 'last_name']);
        const names = body.data.map(r => `${String(r.first_name)} ${String(r.last_name)}`);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });
});
