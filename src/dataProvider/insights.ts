import type { HttpClient } from './http';
import { INSIGHTS_API, type InsightPanel, type InsightPanelId, type InsightPeriodQuery } from '../shared/insights';

/** The Insights screen's calls as a named data-provider method: one aggregate call per panel. */
export interface InsightCalls {
    getInsights(params: { panel: InsightPanelId; period: InsightPeriodQuery }): Promise<InsightPanel>;
}

export const insightCalls = (http: HttpClient): InsightCalls => ({
    getInsights: async ({ panel, period }) => {
        // Only a custom period sends its days.
        const values = period.period === 'custom' ? { ...period } : { period: period.period };
        return (await http.call<InsightPanel>(INSIGHTS_API[panel], values)).data;
    },
});
