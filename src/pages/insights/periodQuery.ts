import { CUSTOM_RANGE_MAX_DAYS, INSIGHT_PERIODS, type InsightPeriodQuery } from '../../shared/insights';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period shown when the address names none (or one the screen does not know). */
const DEFAULT_PERIOD: InsightPeriodQuery = { period: 'last30days' };

/** Whether a custom range can be asked for: two whole days, in order, at most the API's longest range. */
export const rangeOk = (from: string | undefined, to: string | undefined): boolean => {
    if (!from || !to || !ISO_DAY.test(from) || !ISO_DAY.test(to)) return false;
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    return days >= 1 && days <= CUSTOM_RANGE_MAX_DAYS;
};

/**
 * The period the address holds (`?period=last3months`, `?period=custom&from=2026-01-01&to=2026-01-14`), so a
 * reload, Back and a shared link show the same numbers; anything else is the default.
 */
export const periodFromSearch = (search: URLSearchParams): InsightPeriodQuery => {
    const period = search.get('period');
    if (period === 'custom') {
        const [from, to] = [search.get('from') ?? '', search.get('to') ?? ''];
        return rangeOk(from, to) ? { period, from, to } : DEFAULT_PERIOD;
    }
    return INSIGHT_PERIODS.find(id => id === period)
        ? { period: period as InsightPeriodQuery['period'] }
        : DEFAULT_PERIOD;
};

/** The address's query for a period: the default's is empty, so /insights stays /insights. */
export const searchOfPeriod = (query: InsightPeriodQuery): Record<string, string> => {
    if (query.period === 'custom') return { period: 'custom', from: query.from ?? '', to: query.to ?? '' };
    return query.period === DEFAULT_PERIOD.period ? {} : { period: query.period };
};
