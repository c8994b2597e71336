import { describe, expect, it } from 'vitest';
import type { InsightPanel } from '../../src/shared/insights';
import { averagePrices, couponInsights } from '../../server/domain/insightCoupons';
import { libraryInsights } from '../../server/domain/insightLibrary';
import { peopleInsights } from '../../server/domain/insightPeople';
import { bucketOf, bucketStarts, insightPeriod } from '../../server/domain/insightPeriod';
import { historyIndex, subscriberTypes, subscriptionInsights } from '../../server/domain/insightSubscriptions';
import type { StoredRecord } from '../../server/store/dbFile';

const NOW = new Date('2026-11-27T15:30:00.000Z');
const figure = (panel: InsightPanel, id: string) => panel.figures.find(f => f.id === id);
const chart = (panel: InsightPanel, id: string) => panel.charts.find(c => c.id === id);
let n = 0;
const row = (fields: Record<string, unknown>): StoredRecord => ({ _id: `r${++n}`, ...fields });

describe('insight periods', () => {
    it('ends the presets with today and puts the same length before them', () => {
        expect(insightPeriod({ period: 'last30days' }, NOW)).toEqual({
            from: '2026-10-29T00:00:00.000Z',
            to: '2026-11-28T00:00:00.000Z',
            previousFrom: '2026-09-29T00:00:00.000Z',
            previousTo: '2026-10-29T00:00:00.000Z',
            bucket: 'week',
        });
        const year = insightPeriod({ period: 'last12months' }, NOW);
        expect([year.from, year.previousFrom, year.bucket]).toEqual([
            '2025-11-28T00:00:00.000Z',
            '2024-11-28T00:00:00.000Z',
            'month',
        ]);
        expect(insightPeriod({ period: 'last3months' }, NOW).from).toBe('2026-08-28T00:00:00.000Z');
    });

    it('takes a custom range of whole days, both ends included', () => {
        const period = insightPeriod({ period: 'custom', from: '2026-01-01', to: '2026-01-10' }, NOW);
        expect(period).toMatchObject({
            from: '2026-01-01T00:00:00.000Z',
            to: '2026-01-11T00:00:00.000Z',
            previousFrom: '2025-12-22T00:00:00.000Z',
        });
    });

    it('checks types before rules and names the field', () => {
        const refused = (query: Record<string, unknown>) => {
            try {
                insightPeriod(query, NOW);
            } catch (error) {
                return [(error as { status: number }).status, (error as Error).message];
            }
            return undefined;
        };
        expect(refused({})).toEqual([400, 'period must be text']);
        expect(refused({ period: 'week' })?.[1]).toMatch(/^period must be one of/);
        expect(refused({ period: 'custom', to: '2026-01-01' })?.[1]).toBe('from is required for a custom period');
        expect(refused({ period: 'custom', from: ['x'], to: '2026-01-01' })?.[1]).toBe(
            'from must be text (YYYY-MM-DD)',
        );
        expect(refused({ period: 'custom', from: '2026-02-30', to: '2026-03-01' })?.[1]).toBe(
            'from must be a day written YYYY-MM-DD',
        );
        expect(refused({ period: 'custom', from: '2026-03-02', to: '2026-03-01' })?.[1]).toBe(
            'to must be on or after from',
        );
        expect(refused({ period: 'custom', from: '2020-01-01', to: '2026-03-01' })?.[1]).toMatch(/^to must be at most/);
    });

    it('cuts the period into weeks or months and finds the bucket of an instant', () => {
        const period = insightPeriod({ period: 'custom', from: '2026-01-01', to: '2026-01-15' }, NOW);
        const weeks = bucketStarts(period);
        expect(weeks.map(w => w.slice(0, 10))).toEqual(['2026-01-01', '2026-01-08', '2026-01-15']);
        expect(bucketOf(weeks, '2026-01-08T00:00:00.000Z')).toBe(1);
        expect(bucketOf(weeks, '2026-01-14T23:59:59.999Z')).toBe(1);
        expect(bucketStarts(insightPeriod({ period: 'last12months' }, NOW))).toHaveLength(12);
    });
});

describe('subscription insights', () => {
    const period = insightPeriod({ period: 'custom', from: '2026-01-01', to: '2026-01-31' }, NOW);
    const students = [
        row({ _id: 's1', signing_up: 'through your school' }),
        row({ _id: 's2', signing_up: 'with TBP' }),
    ];
    const sub = (user: string, start: string, end: string, fields: Record<string, unknown> = {}) =>
        row({
            user: { _id: user },
            start_date: `${start}T00:00:00.000Z`,
            end_date: `${end}T00:00:00.000Z`,
            created_at: `${start}T00:00:00.000Z`,
            package_price: 29,
            package_type: 'monthly',
            payment_type: 'card',
            ...fields,
        });
    const history = [
        // Runs across the whole period: active at start and end, MRR 279 / 12.
        sub('s1', '2025-12-15', '2026-12-15', { package_price: 279, package_type: 'yearly' }),
        // Ends in the period: s2 churns.
        sub('s2', '2025-12-10', '2026-01-10'),
        // New in the period, a free trial: no revenue.
        sub('s3', '2026-01-05', '2026-02-05', { payment_type: 'free_trial' }),
        // New in the period, paid.
        sub('s1', '2026-01-20', '2026-04-20', { package_price: 79, package_type: 'quarterly' }),
    ];
    const panel = subscriptionInsights(historyIndex(history), subscriberTypes(students), period);

    it('counts new, ended and active subscriptions', () => {
        expect(figure(panel, 'new')).toMatchObject({ current: 2, previous: 2 });
        expect(figure(panel, 'ended')).toMatchObject({ current: 1, previous: 0 });
        expect(figure(panel, 'activeAtEnd')).toMatchObject({ current: 3, previous: 2 });
    });

    it('adds what was charged, free trials left out, split by plan and subscriber type', () => {
        expect(figure(panel, 'revenue')).toMatchObject({ current: 79, previous: 308 });
        const rows = chart(panel, 'revenueByPlan')?.rows ?? [];
        expect(rows.find(r => r.label === '2026-01-15')?.values.quarterly).toBe(79);
        const bySubscriber = chart(panel, 'revenueBySubscriber')?.rows ?? [];
        expect(bySubscriber.reduce((sum, r) => sum + r.values.school_student, 0)).toBe(79);
    });

    it('works out monthly recurring revenue, its change and churn', () => {
        expect(figure(panel, 'mrr')).toMatchObject({ current: 49.58, previous: 52.25 });
        expect(figure(panel, 'mrrChange')?.current).toBeCloseTo(79 / 3 - 29, 2);
        // s1 and s2 held a subscription at the start; s2 holds none at the end.
        expect(figure(panel, 'churnRate')?.current).toBe(0.5);
    });
});

describe('people insights', () => {
    const period = insightPeriod({ period: 'custom', from: '2026-01-01', to: '2026-01-14' }, NOW);
    const coaches = [
        row({
            _id: 'c1',
            first_name: 'Ada',
            last_name: 'Byron',
            created_at: '2025-06-01T00:00:00.000Z',
            user_status: true,
        }),
        row({
            _id: 'c2',
            first_name: 'Bo',
            last_name: 'Li',
            created_at: '2026-01-03T00:00:00.000Z',
            user_status: true,
        }),
    ];
    const students = [
        row({ coach_id: 'c1', created_at: '2025-06-01T00:00:00.000Z', user_status: true }),
        row({ coach_id: 'c1', created_at: '2026-01-09T00:00:00.000Z', user_status: false }),
        row({ coach_id: 'c2', created_at: '2026-01-10T00:00:00.000Z', user_status: true }),
        row({ coach_id: 'c2', created_at: '2026-02-10T00:00:00.000Z', user_status: true }),
    ];
    const panel = peopleInsights(coaches, students, period);

    it('counts switched-on accounts at the end and new ones per week', () => {
        expect(figure(panel, 'activeCoaches')).toMatchObject({ current: 2, previous: 1 });
        expect(figure(panel, 'activeStudents')).toMatchObject({ current: 2, previous: 1 });
        expect(figure(panel, 'newStudents')).toMatchObject({ current: 2, previous: 0 });
        expect(chart(panel, 'newPerWeek')?.rows.map(r => r.values)).toEqual([
            { coaches: 1, students: 0 },
            { coaches: 0, students: 2 },
        ]);
    });

    it('ranks coaches by their students at the end', () => {
        expect(chart(panel, 'studentsPerCoach')?.rows).toEqual([
            { label: 'Ada Byron', values: { students: 2 } },
            { label: 'Bo Li', values: { students: 1 } },
        ]);
    });
});

describe('coupon insights', () => {
    const period = insightPeriod({ period: 'last30days' }, NOW);
    const prices = averagePrices(
        historyIndex([
            row({ package_type: 'monthly', package_price: 20, payment_type: 'card' }),
            row({ package_type: 'monthly', package_price: 40, payment_type: 'card' }),
            row({ package_type: 'monthly', package_price: 99, payment_type: 'free_trial' }),
        ]),
    );
    const coupons = [
        row({
            couponCode: 'TEN',
            offerType: 'amount',
            amount: 10,
            totalUsed: 3,
            status: 'active',
            expiryDate: '2026-12-05',
        }),
        row({
            couponCode: 'HALF',
            offerType: 'percent',
            amount: 50,
            applytype: 'monthly',
            totalUsed: 2,
            status: 'active',
            expiryDate: '2026-12-12',
        }),
        row({
            couponCode: 'OFF',
            offerType: 'amount',
            amount: 5,
            totalUsed: 0,
            status: 'inactive',
            expiryDate: '2026-11-30',
        }),
    ];
    const panel = couponInsights(coupons, prices, period, NOW);

    it('adds redemptions and the discount they gave', () => {
        expect(figure(panel, 'redemptions')).toMatchObject({ current: 5, previous: null });
        // 3 × $10, and 2 × 50 % of the $30 average monthly price.
        expect(figure(panel, 'discount')?.current).toBe(60);
        expect(chart(panel, 'redemptionsPerCode')?.rows.map(r => r.label)).toEqual(['TEN', 'HALF']);
    });

    it('lists live codes expiring within 14 days', () => {
        expect(chart(panel, 'expiringSoon')?.rows).toEqual([{ label: 'TEN', values: { daysLeft: 8, redemptions: 3 } }]);
    });
});

describe('library insights', () => {
    const period = insightPeriod({ period: 'custom', from: '2026-01-01', to: '2026-01-31' }, NOW);
    const resources = [
        row({ resource_type: 'coach', createdAt: '2025-12-01T00:00:00.000Z', block_download: true }),
        row({ resource_type: 'tbp', createdAt: '2026-01-02T00:00:00.000Z', block_download: false }),
        row({ resource_type: 'student', createdAt: '2026-01-20T00:00:00.000Z', block_download: true }),
        row({ resource_type: 'student', createdAt: '2026-03-01T00:00:00.000Z', block_download: true }),
    ];
    const panel = libraryInsights(resources, period);

    it('counts resources added per audience and downloads at the end', () => {
        expect(figure(panel, 'added_student')).toMatchObject({ current: 1, previous: 0 });
        expect(figure(panel, 'added_coach')).toMatchObject({ current: 0, previous: 1 });
        expect(figure(panel, 'downloads_blocked')).toMatchObject({ current: 2, previous: 1 });
        expect(chart(panel, 'downloads')?.rows).toContainEqual({ label: 'student', values: { blocked: 1, open: 0 } });
    });
});
