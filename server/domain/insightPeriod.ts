import { addDays, addMonths, differenceInCalendarDays } from 'date-fns';
import {
    CUSTOM_RANGE_MAX_DAYS,
    INSIGHT_PERIODS,
    type InsightPeriodId,
    type ResolvedPeriod,
} from '../../src/shared/insights';
import { Refusal } from '../http/answers';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Up to about three months a time chart counts per week; beyond, per month. */
const WEEKLY_UP_TO_DAYS = 92;

/** Midnight UTC of a calendar day. */
const startOfUtcDay = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

const dayOf = (name: string, value: unknown): Date => {
    if (value === undefined || value === '') throw new Refusal(400, `${name} is required for a custom period`);
    if (typeof value !== 'string') throw new Refusal(400, `${name} must be text (YYYY-MM-DD)`);
    const at = new Date(`${value}T00:00:00.000Z`);
    // 2026-02-30 parses to March: a day must read back as written.
    if (!DAY.test(value) || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value)
        throw new Refusal(400, `${name} must be a day written YYYY-MM-DD`);
    return at;
};

/** Whole calendar months back from `to`, or days back, for the presets. */
const PRESET_START: Record<Exclude<InsightPeriodId, 'custom'>, (to: Date) => Date> = {
    last30days: to => addDays(to, -30),
    last3months: to => addMonths(to, -3),
    last12months: to => addMonths(to, -12),
};

const resolved = (from: Date, to: Date, previousFrom: Date): ResolvedPeriod => ({
    from: from.toISOString(),
    to: to.toISOString(),
    previousFrom: previousFrom.toISOString(),
    previousTo: from.toISOString(),
    bucket: differenceInCalendarDays(to, from) <= WEEKLY_UP_TO_DAYS ? 'week' : 'month',
});

/**
 * The period a panel is asked for (query `period`, and `from`/`to` for a custom one), in UTC days up to
 * and including today: types first (400 naming the field), then rules. The previous period is the same
 * length just before: the three months before for "3 months", the same number of days for a custom range.
 */
export const insightPeriod = (query: Record<string, unknown>, now: Date): ResolvedPeriod => {
    const { period } = query;
    if (typeof period !== 'string') throw new Refusal(400, 'period must be text');
    if (!(INSIGHT_PERIODS as readonly string[]).includes(period))
        throw new Refusal(400, `period must be one of ${INSIGHT_PERIODS.join(', ')}`);
    if (period !== 'custom') {
        const to = addDays(startOfUtcDay(now), 1);
        const start = PRESET_START[period as Exclude<InsightPeriodId, 'custom'>];
        const from = start(to);
        return resolved(from, to, start(from));
    }
    const first = dayOf('from', query.from);
    const last = dayOf('to', query.to);
    if (last < first) throw new Refusal(400, 'to must be on or after from');
    const days = differenceInCalendarDays(last, first) + 1;
    if (days > CUSTOM_RANGE_MAX_DAYS)
        throw new Refusal(400, `to must be at most ${CUSTOM_RANGE_MAX_DAYS} days after from`);
    return resolved(first, addDays(last, 1), addDays(first, -days));
};

/**
 * The first instant of each bucket of the period (weeks of 7 days, or calendar-month steps, from `from`),
 * as ISO text, so a row's bucket is found by comparing text.
 */
export const bucketStarts = (period: ResolvedPeriod, bucket = period.bucket): string[] => {
    const from = new Date(period.from);
    const starts: string[] = [];
    for (let i = 0; ; i++) {
        const at = bucket === 'week' ? addDays(from, 7 * i) : addMonths(from, i);
        if (at.toISOString() >= period.to) return starts;
        starts.push(at.toISOString());
    }
};

/** Which bucket an instant within the period falls in (binary search over the starts). */
export const bucketOf = (starts: readonly string[], at: string): number => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (starts[mid] <= at) low = mid;
        else high = mid - 1;
    }
    return low;
};

/**
 * A stored time as ISO text in UTC (what the API writes), so instants compare as text; anything else
 * the API might hold is read as a date, and what is no date is left out.
 */
export const instantOf = (value: unknown): string | undefined => {
    if (typeof value !== 'string') return undefined;
    if (value.length === 24 && value.endsWith('Z') && value[10] === 'T') return value;
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
};

/** Whether an instant is within [from, to). */
export const within = (at: string | undefined, from: string, to: string): at is string =>
    at !== undefined && at >= from && at < to;

/** Money to the cent, as shown. */
export const cents = (n: number): number => Math.round(n * 100) / 100;

/** A zero for each series. */
export const zeros = (ids: readonly string[]): Record<string, number> => Object.fromEntries(ids.map(id => [id, 0]));

/** Counts of created rows per bucket and per series (one series per kind of row), for a time chart's rows. */
export const countsPerBucket = (starts: readonly string[], ids: readonly string[]) => {
    const rows = starts.map(() => zeros(ids));
    return {
        add: (at: string, id: string) => {
            rows[bucketOf(starts, at)][id]++;
        },
        rows: () => rows.map((values, i) => ({ label: starts[i].slice(0, 10), values })),
    };
};
