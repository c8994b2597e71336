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
