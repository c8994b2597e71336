import { describe, expect, it } from 'vitest';
import { periodFromSearch, rangeOk, searchOfPeriod } from '../../src/pages/insights/periodQuery';

const read = (query: string) => periodFromSearch(new URLSearchParams(query));

describe("Insights' period in the address", () => {
    it('reads a preset, a custom range, and falls back to the last 30 days', () => {
        expect(read('')).toEqual({ period: 'last30days' });
        expect(read('period=last12months')).toEqual({ period: 'last12months' });
        expect(read('period=custom&from=2026-01-01&to=2026-01-14')).toEqual({
            period: 'custom',
            from: '2026-01-01',
            to: '2026-01-14',
        });
        expect(read('period=yesterday')).toEqual({ period: 'last30days' });
        expect(read('period=custom&from=2026-01-14&to=2026-01-01')).toEqual({ period: 'last30days' });
        expect(read('period=custom&from=14/01/2026&to=2026-01-20')).toEqual({ period: 'last30days' });
    });

    it('writes what it reads back', () => {
        for (const query of ['', 'period=last3months', 'period=custom&from=2025-02-01&to=2026-01-31'])
            expect(new URLSearchParams(searchOfPeriod(read(query))).toString()).toBe(query);
    });

    it('takes a range of one day up to 731 days', () => {
        expect(rangeOk('2026-01-01', '2026-01-01')).toBe(true);
        expect(rangeOk('2024-01-01', '2025-12-31')).toBe(true);
        expect(rangeOk('2024-01-01', '2026-01-01')).toBe(false);
        expect(rangeOk('', '2026-01-01')).toBe(false);
    });
});
