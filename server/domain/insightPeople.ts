import type { InsightPanel, ResolvedPeriod } from '../../src/shared/insights';
import type { StoredRecord } from '../store/dbFile';
import { bucketStarts, countsPerBucket, instantOf, within } from './insightPeriod';

const TOP_COACHES = 10;

/** A person counts as active at an instant when their account existed by then and is switched on. */
const activeAt = (rows: readonly StoredRecord[], at: string): number =>
    rows.reduce((n, row) => {
        const created = instantOf(row.created_at);
        return created !== undefined && created < at && row.user_status === true ? n + 1 : n;
    }, 0);

const createdWithin = (rows: readonly StoredRecord[], from: string, to: string): number =>
    rows.reduce((n, row) => (within(instantOf(row.created_at), from, to) ? n + 1 : n), 0);

const nameOf = (row: StoredRecord | undefined): string =>
    row ? [row.first_name, row.last_name].filter(part => typeof part === 'string' && part).join(' ') : '';

/** The coaches with the most students at the period's end, most first (ties by name). */
const studentsPerCoach = (coaches: readonly StoredRecord[], students: readonly StoredRecord[], to: string) => {
    const counts = new Map<string, { name: string; students: number }>();
    const byId = new Map(coaches.map(coach => [coach._id, coach]));
    for (const student of students) {
        const created = instantOf(student.created_at);
        const coachId = typeof student.coach_id === 'string' ? student.coach_id : '';
        if (!coachId || created === undefined || created >= to) continue;
        const found = counts.get(coachId);
        if (found) found.students++;
        else
            counts.set(coachId, {
                name: nameOf(byId.get(coachId)) || String(student.coachname ?? coachId),
                students: 1,
            });
    }
    return [...counts.values()]
        .sort((a, b) => b.students - a.students || a.name.localeCompare(b.name))
        .slice(0, TOP_COACHES)
        .map(({ name, students: n }) => ({ label: name, values: { students: n } }));
};

/**
 * The people panel, from the coach and student lists: active at the end, new in the period (per week,
 * whatever the period's length), and the ten coaches with the most students.
 */
export const peopleInsights = (
    coaches: readonly StoredRecord[],
    students: readonly StoredRecord[],
    period: ResolvedPeriod,
): InsightPanel => {
    const { from, to, previousFrom } = period;
    const perWeek = countsPerBucket(bucketStarts(period, 'week'), ['coaches', 'students']);
    for (const [kind, rows] of [
        ['coaches', coaches],
        ['students', students],
    ] as const) {
        for (const row of rows) {
            const created = instantOf(row.created_at);
            if (within(created, from, to)) perWeek.add(created, kind);
        }
    }
    return {
        period,
        figures: [
            { id: 'activeCoaches', unit: 'count', current: activeAt(coaches, to), previous: activeAt(coaches, from) },
            {
                id: 'activeStudents',
                unit: 'count',
                current: activeAt(students, to),
                previous: activeAt(students, from),
            },
            {
                id: 'newCoaches',
                unit: 'count',
                current: createdWithin(coaches, from, to),
                previous: createdWithin(coaches, previousFrom, from),
            },
            {
                id: 'newStudents',
                unit: 'count',
                current: createdWithin(students, from, to),
                previous: createdWithin(students, previousFrom, from),
            },
        ],
        charts: [
            {
                id: 'newPerWeek',
                kind: 'bars',
                by: 'time',
                series: [
                    { id: 'coaches', unit: 'count' },
                    { id: 'students', unit: 'count' },
                ],
                rows: perWeek.rows(),
            },
            {
                id: 'studentsPerCoach',
                kind: 'bars',
                by: 'category',
                series: [{ id: 'students', unit: 'count' }],
                rows: studentsPerCoach(coaches, students, to),
            },
        ],
    };
};
