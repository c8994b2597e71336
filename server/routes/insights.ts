import type { Request } from 'express';
import {
    INSIGHT_PANELS,
    INSIGHT_PERIODS,
    INSIGHTS_API,
    type InsightPanel,
    type InsightPanelId,
    type ResolvedPeriod,
} from '../../src/shared/insights';
import { handle, succeed } from '../http/answers';
import { COACHES, STUDENTS } from '../auth/users';
import type { Store } from '../store/store';
import { averagePrices, couponInsights } from '../domain/insightCoupons';
import { libraryInsights } from '../domain/insightLibrary';
import { peopleInsights } from '../domain/insightPeople';
import { insightPeriod } from '../domain/insightPeriod';
import { historyIndex, subscriberTypes, subscriptionInsights } from '../domain/insightSubscriptions';
import { derivedValue } from '../store/derivedValue';
import { route } from '../openapi/routeDoc';
import type { JsonSchema } from '../openapi/ruleSchema';
import type { RouteModule } from './module';

const HISTORY = 'subscription_history';
const COUPONS = 'coupons';
const RESOURCES = 'resources';

/** Each panel's numbers from the very collections its lists show. */
const panels = (store: Store): Record<InsightPanelId, (period: ResolvedPeriod, now: Date) => InsightPanel> => {
    // Subscription history is the large one: read into columns once per write, not per call.
    const history = derivedValue(() => store.collection(HISTORY), historyIndex);
    const prices = derivedValue(
        () => store.collection(HISTORY),
        () => averagePrices(history()),
    );
    const subscribers = derivedValue(() => store.collection(STUDENTS), subscriberTypes);
    const rows = (name: string) => store.collection(name).all;
    return {
        subscriptions: period => subscriptionInsights(history(), subscribers(), period),
        people: period => peopleInsights(rows(COACHES), rows(STUDENTS), period),
        coupons: (period, now) => couponInsights(rows(COUPONS), prices(), period, now),
        library: period => libraryInsights(rows(RESOURCES), period),
    };
};

const SUMMARIES: Record<InsightPanelId, string> = {
    subscriptions:
        'Subscriptions over a period and the one before: new, ended, active at the end, revenue per week or month by plan and subscriber type, recurring revenue, churn',
    people: 'Coaches and students over a period and the one before: active, new per week, students per coach (top 10)',
    coupons: 'Coupon codes: redemptions and discount given per code (to date), codes expiring within 14 days',
    library: 'Library resources over a period and the one before: added per audience, downloads blocked or open',
};

const DAY: JsonSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const UNIT: JsonSchema = { type: 'string', enum: ['count', 'money', 'percent'] };
const PANEL: JsonSchema = {
    type: 'object',
    required: ['period', 'figures', 'charts'],
    properties: {
        period: {
            type: 'object',
            required: ['from', 'to', 'previousFrom', 'previousTo', 'bucket'],
            properties: {
                from: { type: 'string' },
                to: { type: 'string' },
                previousFrom: { type: 'string' },
                previousTo: { type: 'string' },
                bucket: { type: 'string', enum: ['week', 'month'] },
            },
        },
        figures: {
            type: 'array',
            items: {
                type: 'object',
                required: ['id', 'unit', 'current', 'previous'],
                properties: {
                    id: { type: 'string' },
                    unit: UNIT,
                    current: { type: 'number' },
                    previous: { type: ['number', 'null'] },
                },
            },
        },
        charts: {
            type: 'array',
            items: {
                type: 'object',
                required: ['id', 'kind', 'by', 'series', 'rows'],
                properties: {
                    id: { type: 'string' },
                    kind: { type: 'string', enum: ['bars', 'stacked', 'table'] },
                    by: { type: 'string', enum: ['time', 'category'] },
                    series: {
                        type: 'array',
                        items: {
                            type: 'object',
                            required: ['id', 'unit'],
                            properties: { id: { type: 'string' }, unit: UNIT },
                        },
                    },
                    rows: {
                        type: 'array',
                        items: {
                            type: 'object',
                            required: ['label', 'values'],
                            properties: {
                                label: { type: 'string' },
                                values: { type: 'object', additionalProperties: { type: 'number' } },
                            },
                        },
                    },
                },
            },
        },
    },
};

/**
 * The Insights screen's aggregate calls, one per panel, for the super-admin: the numbers are worked out
 * (server/domain/insight*.ts) over the same rows the lists read, at the time of the call.
 */
export const insightRoutes: RouteModule = {
    collections: [HISTORY, STUDENTS, COACHES, COUPONS, RESOURCES],
    extra: 'insights',
    register({ app, store, permit }) {
        const answers = panels(store);
        return INSIGHT_PANELS.map(panel => {
            const { path } = INSIGHTS_API[panel];
            app.get(
                path,
                ...permit('open', 'insights'),
                handle((req: Request, res) => {
                    const now = new Date();
                    const period = insightPeriod(req.query, now);
                    succeed(res, answers[panel](period, now));
                }),
            );
            return route(`GET ${path}`, {
                summary: SUMMARIES[panel],
                tag: 'insights',
                access: 'superadmin',
                query: {
                    period: { type: 'string', enum: [...INSIGHT_PERIODS] },
                    from: DAY,
                    to: DAY,
                },
                data: PANEL,
            });
        });
    },
};
