import type { InsightPanel, ResolvedPeriod } from '../../src/shared/insights';
import type { StoredRecord } from '../store/dbFile';
import { bucketStarts, countsPerBucket, instantOf, within, zeros } from './insightPeriod';

const DOWNLOADS = ['blocked', 'open'];
/** The audiences a resource is stored for (its `resource_type`), as the library's routes store them. */
const AUDIENCES = ['coach', 'student', 'tbp'];

/**
 * The library panel, from the three resource lists (coach, student, TBP): resources added in the period
 * per audience, and of the resources there at the period's end, those whose download is blocked or open.
 */
export const libraryInsights = (resources: readonly StoredRecord[], period: ResolvedPeriod): InsightPanel => {
    const { from, to, previousFrom } = period;
    const added = { current: zeros(AUDIENCES), previous: zeros(AUDIENCES) };
    const downloads = Object.fromEntries(AUDIENCES.map(a => [a, zeros(DOWNLOADS)]));
    const atStart = zeros(DOWNLOADS);
    const perBucket = countsPerBucket(bucketStarts(period), AUDIENCES);
    for (const row of resources) {
        const audience = String(row.resource_type);
        if (!(audience in added.current)) continue;
        const created = instantOf(row.createdAt);
        if (created === undefined) continue;
        const download = row.block_download === true ? 'blocked' : 'open';
        if (created < to) downloads[audience][download]++;
        if (created < from) atStart[download]++;
        if (within(created, from, to)) {
            added.current[audience]++;
            perBucket.add(created, audience);
        } else if (within(created, previousFrom, from)) added.previous[audience]++;
    }
    const atEnd = (kind: string) => AUDIENCES.reduce((n, a) => n + downloads[a][kind], 0);
    return {
        period,
        figures: [
            ...AUDIENCES.map(a => ({
                id: `added_${a}`,
                unit: 'count' as const,
                current: added.current[a],
                previous: added.previous[a],
            })),
            ...DOWNLOADS.map(kind => ({
                id: `downloads_${kind}`,
                unit: 'count' as const,
                current: atEnd(kind),
                previous: atStart[kind],
            })),
        ],
        charts: [
            {
                id: 'addedPerAudience',
                kind: 'stacked',
                by: 'time',
                series: AUDIENCES.map(id => ({ id, unit: 'count' as const })),
                rows: perBucket.rows(),
            },
            {
                id: 'downloads',
                kind: 'stacked',
                by: 'category',
                series: DOWNLOADS.map(id => ({ id, unit: 'count' as const })),
                rows: AUDIENCES.map(a => ({ label: a, values: downloads[a] })),
            },
        ],
    };
};
