import type { InsightPanel, ResolvedPeriod } from '../../src/shared/insights';
import type { StoredRecord } from '../store/dbFile';
import { cents } from './insightPeriod';
import { type HistoryIndex, PLAN_IDS } from './insightSubscriptions';

const EXPIRING_WITHIN_DAYS = 14;
const TOP_CODES = 15;
const DAY_MS = 86_400_000;

/** The average price paid per plan type in subscription history (free trials left out), and over all plans. */
export const averagePrices = (index: HistoryIndex): Map<string, number> => {
    const sums = new Map<string, { total: number; n: number }>();
    const add = (key: string, price: number) => {
        const sum = sums.get(key) ?? { total: 0, n: 0 };
        sum.total += price;
        sum.n++;
        sums.set(key, sum);
    };
    for (let i = 0; i < index.size; i++) {
        if (index.paid[i] === 0) continue;
        add(PLAN_IDS[index.plan[i]], index.paid[i]);
        add('all', index.paid[i]);
    }
    return new Map([...sums].map(([key, { total, n }]) => [key, total / n]));
};

const numberOf = (value: unknown): number => {
    const n = Number(value);
    return Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * The discount one redemption gives: the amount off, or the percentage of the average price paid for the
 * plan type the code applies to (all plans for "all").
 */
const discountOf = (coupon: StoredRecord, prices: ReadonlyMap<string, number>): number => {
    const amount = numberOf(coupon.amount);
    if (coupon.offerType !== 'percent') return amount;
    const price = prices.get(String(coupon.applytype)) ?? prices.get('all') ?? 0;
    return (Math.min(amount, 100) / 100) * price;
};

/** Days from today to a code's expiry day (0 = expires today), for live codes only. */
const daysLeft = (coupon: StoredRecord, today: string): number | undefined => {
    if (coupon.status === 'inactive' || coupon.status === 'expired' || typeof coupon.expiryDate !== 'string')
        return undefined;
    const expiry = Date.parse(`${coupon.expiryDate.slice(0, 10)}T00:00:00.000Z`);
    if (Number.isNaN(expiry)) return undefined;
    const days = Math.round((expiry - Date.parse(today)) / DAY_MS);
    return days >= 0 && days <= EXPIRING_WITHIN_DAYS ? days : undefined;
};

/**
 * The coupons panel, from the coupon list. A code keeps only its running count of redemptions (Total
 * Times Redeemed), not when each happened: these numbers are to date, whatever the period.
 */
export const couponInsights = (
    coupons: readonly StoredRecord[],
    prices: ReadonlyMap<string, number>,
    period: ResolvedPeriod,
    now: Date,
): InsightPanel => {
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
    const used = coupons
        .map(c => {
            const redemptions = Math.floor(numberOf(c.totalUsed));
            return {
                code: String(c.couponCode ?? ''),
                redemptions,
                discount: cents(redemptions * discountOf(c, prices)),
            };
        })
        .filter(c => c.redemptions > 0);
    const expiring = coupons
        .map(c => ({ code: String(c.couponCode ?? ''), days: daysLeft(c, today), redemptions: numberOf(c.totalUsed) }))
        .filter((c): c is { code: string; days: number; redemptions: number } => c.days !== undefined)
        .sort((a, b) => a.days - b.days || a.code.localeCompare(b.code));
    const top = (key: 'redemptions' | 'discount') =>
        [...used]
            .sort((a, b) => b[key] - a[key] || a.code.localeCompare(b.code))
            .slice(0, TOP_CODES)
            .map(c => ({ label: c.code, values: { [key]: c[key] } }));
    return {
        period,
        figures: [
            { id: 'redemptions', unit: 'count', current: used.reduce((n, c) => n + c.redemptions, 0), previous: null },
            { id: 'discount', unit: 'money', current: cents(used.reduce((n, c) => n + c.discount, 0)), previous: null },
            { id: 'expiringSoon', unit: 'count', current: expiring.length, previous: null },
        ],
        charts: [
            {
                id: 'redemptionsPerCode',
                kind: 'bars',
                by: 'category',
                series: [{ id: 'redemptions', unit: 'count' }],
                rows: top('redemptions'),
            },
            {
                id: 'discountPerCode',
                kind: 'bars',
                by: 'category',
                series: [{ id: 'discount', unit: 'money' }],
                rows: top('discount'),
            },
            {
                id: 'expiringSoon',
                kind: 'table',
                by: 'category',
                series: [
                    { id: 'daysLeft', unit: 'count' },
                    { id: 'redemptions', unit: 'count' },
                ],
                rows: expiring.map(c => ({ label: c.code, values: { daysLeft: c.days, redemptions: c.redemptions } })),
            },
        ],
    };
};
