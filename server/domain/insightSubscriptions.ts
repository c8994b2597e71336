import type { InsightChart, InsightPanel, ResolvedPeriod } from '../../src/shared/insights';
import { PRODUCT } from '../../src/resources/people/choices.shared';
import { declaredChoiceIds } from './declaredChoices';
import type { StoredRecord } from '../store/dbFile';
import { bucketStarts, cents, zeros } from './insightPeriod';

/** A free trial charges nothing (its invoice says $0.00): no revenue, no recurring revenue. */
const FREE_TRIAL = 'free_trial';
const MONTHS: Readonly<Record<string, number>> = { monthly: 1, quarterly: 3, half_yearly: 6, yearly: 12 };
const MONTH_MS = 30.44 * 86_400_000;
/** How a student signed up says who subscribes: through their school, with the product, or independently. */
const SUBSCRIBER_BY_SIGN_UP: Readonly<Record<string, string>> = {
    'through your school': 'school_student',
    [`with ${PRODUCT}`]: 'TBP_student',
};
const INDEPENDENT = 'independently';
const OTHER_PLAN = 'other';

export const PLAN_IDS = [...declaredChoiceIds('subscription', 'plan_type'), OTHER_PLAN];
const SUBSCRIBER_IDS = declaredChoiceIds('subscription', 'types_subscribers');

/**
 * Subscription history read once into columns (times as milliseconds, NaN when missing), so each call
 * is a loop over numbers: rebuilt after a write to the history (server/store/derivedValue.ts).
 */
export interface HistoryIndex {
    size: number;
    start: Float64Array;
    end: Float64Array;
    charged: Float64Array;
    /** What was charged: the price, 0 for a free trial. */
    paid: Float64Array;
    /** Months one payment covers. */
    months: Float64Array;
    /** Index into PLAN_IDS. */
    plan: Uint8Array;
    /** Index into `people`: who holds each subscription. */
    user: Int32Array;
    people: readonly string[];
}

const timeOf = (value: unknown): number => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

export const historyIndex = (rows: readonly StoredRecord[]): HistoryIndex => {
    const size = rows.length;
    const index = {
        size,
        start: new Float64Array(size),
        end: new Float64Array(size),
        charged: new Float64Array(size),
        paid: new Float64Array(size),
        months: new Float64Array(size),
        plan: new Uint8Array(size),
        user: new Int32Array(size),
        people: [] as string[],
    };
    const personAt = new Map<string, number>();
    rows.forEach((row, i) => {
        const price = Number(row.package_price);
        const plan = typeof row.package_type === 'string' && row.package_type in MONTHS ? row.package_type : OTHER_PLAN;
        index.start[i] = timeOf(row.start_date);
        index.end[i] = timeOf(row.end_date);
        index.charged[i] = timeOf(row.created_at);
        index.paid[i] = row.payment_type !== FREE_TRIAL && Number.isFinite(price) && price > 0 ? price : 0;
        index.plan[i] = PLAN_IDS.indexOf(plan);
        const person = String((row.user as { _id?: unknown } | undefined)?._id ?? row._id);
        let at = personAt.get(person);
        if (at === undefined) {
            at = index.people.push(person) - 1;
            personAt.set(person, at);
        }
        index.user[i] = at;
        const span = Math.round((index.end[i] - index.start[i]) / MONTH_MS);
        index.months[i] = MONTHS[plan] ?? (Number.isFinite(span) && span > 1 ? span : 1);
    });
    return index;
};

/** Share of the subscribers at the start (marked 1 by person) with none at the end. */
const churn = (atStart: Uint8Array, atEnd: Uint8Array): number => {
    let held = 0;
    let gone = 0;
    for (let p = 0; p < atStart.length; p++) {
        held += atStart[p];
        gone += atStart[p] & (1 - atEnd[p]);
    }
    return held === 0 ? 0 : gone / held;
};

const revenueChart = (id: string, ids: readonly string[], starts: readonly string[], rows: Record<string, number>[]) =>
    ({
        id,
        kind: 'stacked',
        by: 'time',
        series: ids.map(s => ({ id: s, unit: 'money' as const })),
        rows: rows.map((values, i) => ({
            label: starts[i].slice(0, 10),
            values: Object.fromEntries(ids.map(k => [k, cents(values[k])])),
        })),
    }) satisfies InsightChart;

/** The subscriber type of each student, by how they signed up; anyone else counts as independent. */
export const subscriberTypes = (students: readonly StoredRecord[]): Map<string, string> =>
    new Map(students.map(s => [s._id, SUBSCRIBER_BY_SIGN_UP[String(s.signing_up)] ?? INDEPENDENT]));

/** The charges within the period, per bucket, by plan type and by subscriber type. */
const revenueCharts = (index: HistoryIndex, subscriberOf: ReadonlyMap<string, string>, period: ResolvedPeriod) => {
    const starts = bucketStarts(period);
    const edges = [...starts.slice(1), period.to].map(Date.parse);
    const byPlan = starts.map(() => zeros(PLAN_IDS));
    const bySubscriber = starts.map(() => zeros(SUBSCRIBER_IDS));
    const [from, to] = [Date.parse(period.from), Date.parse(period.to)];
    for (let i = 0; i < index.size; i++) {
        const at = index.charged[i];
        if (!(at >= from && at < to) || index.paid[i] === 0) continue;
        let b = 0;
        while (edges[b] <= at) b++;
        byPlan[b][PLAN_IDS[index.plan[i]]] += index.paid[i];
        bySubscriber[b][subscriberOf.get(index.people[index.user[i]]) ?? INDEPENDENT] += index.paid[i];
    }
    // "Other" only when some plan is none of the four.
    const plans = byPlan.some(v => v[OTHER_PLAN] > 0) ? PLAN_IDS : PLAN_IDS.filter(id => id !== OTHER_PLAN);
    return [
        revenueChart('revenueByPlan', plans, starts, byPlan),
        revenueChart('revenueBySubscriber', SUBSCRIBER_IDS, starts, bySubscriber),
    ];
};

/** What the loop adds up: [current, previous] counts and sums, and who held a subscription when. */
const tally = (people: number) => ({
    new: [0, 0],
    ended: [0, 0],
    revenue: [0, 0],
    /** Subscriptions running and monthly recurring revenue at the period's end, start and the previous start. */
    running: [0, 0, 0],
    mrr: [0, 0, 0],
    holders: [new Uint8Array(people), new Uint8Array(people), new Uint8Array(people)],
});

/** Which of [previousFrom, from) and [from, to) a time falls in: 0 current, 1 previous, -1 neither. */
const sideOf = (at: number, edges: readonly number[]): number =>
    at >= edges[1] && at < edges[2] ? 0 : at >= edges[0] && at < edges[1] ? 1 : -1;

const count = (index: HistoryIndex, edges: readonly number[]) => {
    const sums = tally(index.people.length);
    const instants = [edges[2], edges[1], edges[0]];
    for (let i = 0; i < index.size; i++) {
        const started = sideOf(index.start[i], edges);
        if (started >= 0) sums.new[started]++;
        const ended = sideOf(index.end[i], edges);
        if (ended >= 0) sums.ended[ended]++;
        const charged = sideOf(index.charged[i], edges);
        if (charged >= 0) sums.revenue[charged] += index.paid[i];
        for (let k = 0; k < 3; k++) {
            // Running at an instant: started by then and ending after it.
            if (!(index.start[i] <= instants[k] && index.end[i] > instants[k])) continue;
            sums.running[k]++;
            sums.mrr[k] += index.paid[i] / index.months[i];
            sums.holders[k][index.user[i]] = 1;
        }
    }
    return sums;
};

/**
 * The subscriptions panel, from subscription history (one row per subscription bought, with its price,
 * plan type, payment type and the days it runs).
 */
export const subscriptionInsights = (
    index: HistoryIndex,
    subscriberOf: ReadonlyMap<string, string>,
    period: ResolvedPeriod,
): InsightPanel => {
    const sums = count(index, [period.previousFrom, period.from, period.to].map(Date.parse));
    const [mrrEnd, mrrStart, mrrBefore] = sums.mrr.map(cents);
    const [atEnd, atStart, atPreviousStart] = sums.holders;
    return {
        period,
        figures: [
            { id: 'new', unit: 'count', current: sums.new[0], previous: sums.new[1] },
            { id: 'ended', unit: 'count', current: sums.ended[0], previous: sums.ended[1] },
            { id: 'activeAtEnd', unit: 'count', current: sums.running[0], previous: sums.running[1] },
            { id: 'revenue', unit: 'money', current: cents(sums.revenue[0]), previous: cents(sums.revenue[1]) },
            { id: 'mrr', unit: 'money', current: mrrEnd, previous: mrrStart },
            {
                id: 'mrrChange',
                unit: 'money',
                current: cents(mrrEnd - mrrStart),
                previous: cents(mrrStart - mrrBefore),
            },
            {
                id: 'churnRate',
                unit: 'percent',
                current: churn(atStart, atEnd),
                previous: churn(atPreviousStart, atStart),
            },
        ],
        charts: revenueCharts(index, subscriberOf, period),
    };
};
