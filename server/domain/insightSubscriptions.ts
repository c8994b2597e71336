import type { InsightChart, InsightPanel, ResolvedPeriod } from '../../src/dataProvider/insightsApi';
import { PRODUCT } from '../../src/resources/people/choices';
import { PLAN_TYPES } from '../../src/resources/subscription/planTypes';
import { SUBSCRIBER_TYPES } from '../../src/resources/subscription/subscriberTypes';
import type { StoredRecord } from '../store/dbFile';
import { bucketOf, bucketStarts, cents, instantOf, within, zeros } from './insightPeriod';

/** A free trial charges nothing (its invoice says $0.00): no revenue, no recurring revenue. */
const FREE_TRIAL = 'free_trial';
const MONTHS: Readonly<Record<string, number>> = { monthly: 1, quarterly: 3, half_yearly: 6, yearly: 12 };
const DAYS_PER_MONTH = 30.44;
/** How a student signed up says who subscribes: through their school, with the product, or independently. */
const SUBSCRIBER_BY_SIGN_UP: Readonly<Record<string, string>> = {
    'through your school': 'school_student',
    [`with ${PRODUCT}`]: 'TBP_student',
};
const INDEPENDENT = 'independently';
const OTHER_PLAN = 'other';

const PLAN_IDS = [...PLAN_TYPES.map(p => String(p.id)), OTHER_PLAN];
const SUBSCRIBER_IDS = SUBSCRIBER_TYPES.map(s => String(s.id));

/** One history row as the sums read it. */
interface Held {
    user: string;
    start?: string;
    end?: string;
    charged?: string;
    price: number;
    paid: boolean;
    plan: string;
    months: number;
}

const heldOf = (row: StoredRecord): Held => {
    const start = instantOf(row.start_date);
    const end = instantOf(row.end_date);
    const price = Number(row.package_price);
    const plan = typeof row.package_type === 'string' && row.package_type in MONTHS ? row.package_type : OTHER_PLAN;
    const span = start && end ? (Date.parse(end) - Date.parse(start)) / 86_400_000 / DAYS_PER_MONTH : 1;
    const user = (row.user ?? {}) as { _id?: unknown };
    return {
        user: String(user._id ?? row._id),
        start,
        end,
        charged: instantOf(row.created_at),
        price: Number.isFinite(price) && price > 0 ? price : 0,
        paid: row.payment_type !== FREE_TRIAL,
        plan,
        months: MONTHS[plan] ?? Math.max(1, Math.round(span)),
    };
};

/** Whether a subscription runs at an instant: started by then and ending after it. */
const runsAt = (held: Held, at: string): boolean =>
    held.start !== undefined && held.end !== undefined && held.start <= at && held.end > at;

/** Share of the subscribers at the start with none at the end. */
const churn = (atStart: ReadonlySet<string>, atEnd: ReadonlySet<string>): number => {
    if (atStart.size === 0) return 0;
    let gone = 0;
    for (const user of atStart) if (!atEnd.has(user)) gone++;
    return gone / atStart.size;
};

/** The revenue charts: per bucket, split by plan type and by subscriber type. */
const revenueCharts = (starts: readonly string[]) => {
    const byPlan = starts.map(() => zeros(PLAN_IDS));
    const bySubscriber = starts.map(() => zeros(SUBSCRIBER_IDS));
    const add = (charged: string, held: Held, subscriber: string) => {
        const i = bucketOf(starts, charged);
        byPlan[i][held.plan] += held.price;
        bySubscriber[i][subscriber] += held.price;
    };
    const chart = (id: string, ids: readonly string[], rows: Record<string, number>[]): InsightChart => ({
        id,
        kind: 'stacked',
        by: 'time',
        series: ids.map(s => ({ id: s, unit: 'money' as const })),
        rows: rows.map((values, i) => ({
            label: starts[i].slice(0, 10),
            values: Object.fromEntries(ids.map(k => [k, cents(values[k])])),
        })),
    });
    return {
        add,
        charts: () => [
            // "Other" only when some plan is none of the four.
            chart(
                'revenueByPlan',
                byPlan.some(v => v[OTHER_PLAN] > 0) ? PLAN_IDS : PLAN_IDS.filter(id => id !== OTHER_PLAN),
                byPlan,
            ),
            chart('revenueBySubscriber', SUBSCRIBER_IDS, bySubscriber),
        ],
    };
};

/** The subscriber type of each student, by how they signed up; anyone else counts as independent. */
export const subscriberTypes = (students: readonly StoredRecord[]): Map<string, string> =>
    new Map(students.map(s => [s._id, SUBSCRIBER_BY_SIGN_UP[String(s.signing_up)] ?? INDEPENDENT]));

/**
 * The subscriptions panel, from subscription history (one row per subscription bought, with its price,
 * plan type, payment type and the days it runs). One pass over the rows.
 */
export const subscriptionInsights = (
    history: readonly StoredRecord[],
    subscriberOf: ReadonlyMap<string, string>,
    period: ResolvedPeriod,
): InsightPanel => {
    const { from, to, previousFrom } = period;
    const count = { new: [0, 0], ended: [0, 0], revenue: [0, 0], mrr: [0, 0, 0] };
    const active = { previousFrom: new Set<string>(), from: new Set<string>(), to: new Set<string>() };
    let activeAtEnd = 0;
    let activeAtStart = 0;
    const revenue = revenueCharts(bucketStarts(period));
    for (const row of history) {
        const held = heldOf(row);
        if (within(held.start, from, to)) count.new[0]++;
        else if (within(held.start, previousFrom, from)) count.new[1]++;
        if (within(held.end, from, to)) count.ended[0]++;
        else if (within(held.end, previousFrom, from)) count.ended[1]++;
        const monthly = held.paid ? held.price / held.months : 0;
        if (runsAt(held, to)) {
            activeAtEnd++;
            active.to.add(held.user);
            count.mrr[0] += monthly;
        }
        if (runsAt(held, from)) {
            activeAtStart++;
            active.from.add(held.user);
            count.mrr[1] += monthly;
        }
        if (runsAt(held, previousFrom)) {
            active.previousFrom.add(held.user);
            count.mrr[2] += monthly;
        }
        if (!held.paid) continue;
        if (within(held.charged, from, to)) {
            count.revenue[0] += held.price;
            revenue.add(held.charged, held, subscriberOf.get(held.user) ?? INDEPENDENT);
        } else if (within(held.charged, previousFrom, from)) count.revenue[1] += held.price;
    }
    const [mrrEnd, mrrStart, mrrBefore] = count.mrr.map(cents);
    return {
        period,
        figures: [
            { id: 'new', unit: 'count', current: count.new[0], previous: count.new[1] },
            { id: 'ended', unit: 'count', current: count.ended[0], previous: count.ended[1] },
            { id: 'activeAtEnd', unit: 'count', current: activeAtEnd, previous: activeAtStart },
            { id: 'revenue', unit: 'money', current: cents(count.revenue[0]), previous: cents(count.revenue[1]) },
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
                current: churn(active.from, active.to),
                previous: churn(active.previousFrom, active.from),
            },
        ],
        charts: revenue.charts(),
    };
};
