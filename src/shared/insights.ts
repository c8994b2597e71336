import { get } from './endpoints';

/**
 * The Insights screen's calls and answers, shared by the console and the fake API: one aggregate call per
 * panel. Everything the screen asks of the API is here, so an API without these calls is one switch away.
 */
export const INSIGHT_PANELS = ['subscriptions', 'people', 'coupons', 'library'] as const;
export type InsightPanelId = (typeof INSIGHT_PANELS)[number];

/** The periods offered: the last 30 days, 3 months or 12 months up to today, or a custom range of days. */
export const INSIGHT_PERIODS = ['last30days', 'last3months', 'last12months', 'custom'] as const;
export type InsightPeriodId = (typeof INSIGHT_PERIODS)[number];

/** A custom range is at most this long, so a panel's buckets stay readable and its call quick. */
export const CUSTOM_RANGE_MAX_DAYS = 731;

const PERIOD_KEYS = ['period', 'from', 'to'];

export const INSIGHTS_API: Readonly<Record<InsightPanelId, ReturnType<typeof get>>> = {
    subscriptions: get('/insights/subscriptions', { send: PERIOD_KEYS }),
    people: get('/insights/people', { send: PERIOD_KEYS }),
    coupons: get('/insights/coupons', { send: PERIOD_KEYS }),
    library: get('/insights/library', { send: PERIOD_KEYS }),
};

/** What the caller asks for: a preset, or `custom` with its first and last day (YYYY-MM-DD, both included). */
export interface InsightPeriodQuery {
    period: InsightPeriodId;
    from?: string;
    to?: string;
}

/** How a number reads: a count, an amount of money (AUD) or a share (0.12 = 12 %). */
export type InsightUnit = 'count' | 'money' | 'percent';

/** The period as the API resolved it: instants, `from` included and `to` left out, in UTC days. */
export interface ResolvedPeriod {
    from: string;
    to: string;
    previousFrom: string;
    previousTo: string;
    /** Time charts count per week for up to about three months, per month beyond. */
    bucket: 'week' | 'month';
}

/** A headline number, with the same number for the previous period (null where the records keep no dates). */
export interface InsightFigure {
    id: string;
    unit: InsightUnit;
    current: number;
    previous: number | null;
}

/**
 * A chart's numbers: one row per bucket (`label` is its first day, YYYY-MM-DD) or per category (a code, a
 * name, an id), one value per series. `stacked` charts stack their series; `table` ones are shown as a table.
 */
export interface InsightChart {
    id: string;
    kind: 'bars' | 'stacked' | 'table';
    by: 'time' | 'category';
    series: ReadonlyArray<{ id: string; unit: InsightUnit }>;
    rows: ReadonlyArray<{ label: string; values: Readonly<Record<string, number>> }>;
}

export interface InsightPanel {
    period: ResolvedPeriod;
    figures: readonly InsightFigure[];
    charts: readonly InsightChart[];
}

/** A chart's place: a category chart is as tall as its most rows (top 10, top 15), so every name shows. */
export type ChartLayout = Pick<InsightChart, 'id' | 'kind' | 'by'> & { rows?: number };

/**
 * What each panel holds, in order, whatever the period: the screen draws its figures and charts at their final
 * size before the numbers come (nothing moves as they arrive), and the fake API answers with exactly these.
 */
export const INSIGHT_LAYOUT: Readonly<
    Record<InsightPanelId, { figures: readonly string[]; charts: readonly ChartLayout[] }>
> = {
    subscriptions: {
        figures: ['new', 'ended', 'activeAtEnd', 'revenue', 'mrr', 'mrrChange', 'churnRate'],
        charts: [
            { id: 'revenueByPlan', kind: 'stacked', by: 'time' },
            { id: 'revenueBySubscriber', kind: 'stacked', by: 'time' },
        ],
    },
    people: {
        figures: ['activeCoaches', 'activeStudents', 'newCoaches', 'newStudents'],
        charts: [
            { id: 'newPerWeek', kind: 'bars', by: 'time' },
            { id: 'studentsPerCoach', kind: 'bars', by: 'category', rows: 10 },
        ],
    },
    coupons: {
        figures: ['redemptions', 'discount', 'expiringSoon'],
        charts: [
            { id: 'redemptionsPerCode', kind: 'bars', by: 'category', rows: 15 },
            { id: 'discountPerCode', kind: 'bars', by: 'category', rows: 15 },
            { id: 'expiringSoon', kind: 'table', by: 'category' },
        ],
    },
    library: {
        figures: ['added_coach', 'added_student', 'added_tbp', 'downloads_blocked', 'downloads_open'],
        charts: [
            { id: 'addedPerAudience', kind: 'stacked', by: 'time' },
            { id: 'downloads', kind: 'stacked', by: 'category', rows: 3 },
        ],
    },
};
