import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import { INSIGHT_LAYOUT, INSIGHT_PANELS, type InsightPanel } from '../../src/shared/insights';
import { peopleApi } from '../../src/resources/people/api.shared';
import { type Harness, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
    h = await startHarness();
    await h.signIn();
});
afterAll(() => h.stop());

const RANGE = { period: 'custom' as const, from: '2025-09-01', to: '2026-02-28' };
const FROM = '2025-09-01T00:00:00.000Z';
const TO = '2026-03-01T00:00:00.000Z';
const within = (at: unknown) => typeof at === 'string' && at >= FROM && at < TO;
const figure = (panel: InsightPanel, id: string) => panel.figures.find(f => f.id === id);

/** Every row of a list, page by page, as the list screen reads it. */
const allRows = async (resource: string): Promise<RaRecord[]> => {
    const rows: RaRecord[] = [];
    for (let page = 1; ; page++) {
        const { data, total } = await h.dataProvider.getList(resource, {
            pagination: { page, perPage: 100 },
            sort: { field: '', order: 'DESC' },
            filter: {},
        });
        rows.push(...data);
        if (data.length === 0 || rows.length >= (total ?? 0)) return rows;
    }
};

const raw = async (path: string, token = h.session.token()) => {
    const res = await fetch(h.api.url + path, { headers: { Authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
};

describe('Insights aggregate calls (issue 39)', () => {
    it('GET /insights/subscriptions sends the period and its days; revenue and new subscriptions match the history list', async () => {
        const panel = await h.dataProvider.getInsights({ panel: 'subscriptions', period: RANGE });
        expect(h.lastCall()).toMatchObject({
            method: 'GET',
            path: '/insights/subscriptions',
            query: { period: 'custom', from: RANGE.from, to: RANGE.to },
        });
        expect(panel.period).toMatchObject({ from: FROM, to: TO, bucket: 'month' });
        const history = await allRows('general/subscription-history');
        expect(history.length).toBeGreaterThan(100);
        // Revenue: the prices charged in the period, free trials charging nothing.
        const revenue = history
            .filter(row => within(row.created_at) && row.payment_type !== 'free_trial')
            .reduce((sum, row) => sum + Number(row.package_price), 0);
        expect(revenue).toBeGreaterThan(0);
        expect(figure(panel, 'revenue')?.current).toBeCloseTo(revenue, 2);
        expect(figure(panel, 'new')?.current).toBe(history.filter(row => within(row.start_date)).length);
        // The revenue charts split the same total.
        const byPlan = panel.charts.find(c => c.id === 'revenueByPlan')!;
        const charted = byPlan.rows.reduce((sum, r) => sum + Object.values(r.values).reduce((a, b) => a + b, 0), 0);
        expect(charted).toBeCloseTo(revenue, 2);
    });

    it('GET /insights/people: new students match the student list', async () => {
        const panel = await h.dataProvider.getInsights({ panel: 'people', period: RANGE });
        const students = await allRows('students');
        expect(figure(panel, 'newStudents')?.current).toBe(students.filter(row => within(row.created_at)).length);
    });

    it('a preset sends the period alone; coupons and library answer in the same shape', async () => {
        for (const panel of ['coupons', 'library'] as const) {
            const answer = await h.dataProvider.getInsights({ panel, period: { period: 'last12months' } });
            expect(h.lastCall()).toMatchObject({
                method: 'GET',
                path: `/insights/${panel}`,
                query: { period: 'last12months' },
            });
            expect(answer.period.bucket).toBe('month');
            expect(answer.figures.length).toBeGreaterThan(0);
        }
    });

    it('every panel answers with the figures and charts the screen draws before they come, in order', async () => {
        for (const panel of INSIGHT_PANELS) {
            const answer = await h.dataProvider.getInsights({ panel, period: RANGE });
            const layout = INSIGHT_LAYOUT[panel];
            expect(answer.figures.map(f => f.id)).toEqual(layout.figures);
            expect(answer.charts.map(({ id, kind, by }) => ({ id, kind, by }))).toEqual(
                layout.charts.map(({ id, kind, by }) => ({ id, kind, by })),
            );
            // A category chart's place holds its most rows.
            for (const place of layout.charts.filter(c => c.rows))
                expect(answer.charts.find(c => c.id === place.id)!.rows.length).toBeLessThanOrEqual(place.rows!);
        }
    });

    it('checks types before rules, names the field, never answers 500', async () => {
        const cases: Array<[string, string]> = [
            ['/insights/people', 'period must be text'],
            ['/insights/people?period[a]=1', 'period must be text'],
            ['/insights/people?period=week', 'period must be one of last30days, last3months, last12months, custom'],
            ['/insights/library?period=custom&to=2026-01-01', 'from is required for a custom period'],
            ['/insights/library?period=custom&from=a&from=b&to=2026-01-01', 'from must be text (YYYY-MM-DD)'],
            ['/insights/coupons?period=custom&from=2026-02-30&to=2026-03-01', 'from must be a day written YYYY-MM-DD'],
            ['/insights/subscriptions?period=custom&from=2026-03-02&to=2026-03-01', 'to must be on or after from'],
        ];
        for (const [path, message] of cases) {
            expect(await raw(path)).toEqual({
                status: 400,
                body: expect.objectContaining({ success: false, message }),
            });
        }
    });

    it("is the super-admin's alone: a coach's session is refused", async () => {
        const coach = (await h.list('user')).data.find(r => r.user_status === true)!;
        const { data } = await h.dataProvider.call<{ token: string }>(peopleApi.checkToken, {
            data: { user: coach.id },
        });
        for (const panel of ['subscriptions', 'people', 'coupons', 'library'])
            expect((await raw(`/insights/${panel}?period=last30days`, data.token)).status).toBe(403);
        expect((await raw('/insights/people?period=last30days', 'not-a-token')).status).toBe(401);
    });
});
