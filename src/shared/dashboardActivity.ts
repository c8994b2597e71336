import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';
import { get } from './endpoints';

/** The spec names no call for the activity log (part 2); this is the console's choice, served by the fake API. */
export const STUDENT_ACTIVITY = get('/dashboard/student-activity');

/** One row of the Student Activity Log (spec part 2, section 3). */
export interface ActivityRow {
    _id: string;
    first_name?: string;
    last_name?: string;
    last_login_time?: string | null;
    allTasks?: Array<{ count?: number }>;
    completedTasks?: Array<{ count?: number }>;
}

/** Completed out of all tasks, as a whole percentage rounded up; 0 when there are no tasks. */
export const completionPercent = (row: Pick<ActivityRow, 'allTasks' | 'completedTasks'>): number => {
    const all = Number(row.allTasks?.[0]?.count ?? 0);
    const done = Number(row.completedTasks?.[0]?.count ?? 0);
    if (!Number.isFinite(all) || !Number.isFinite(done) || all <= 0) return 0;
    return Math.min(100, Math.ceil((Math.max(0, done) / all) * 100));
};

/** When the student was last active: today, some whole days ago, or not known. */
export type LastActive = { kind: 'today' } | { kind: 'daysAgo'; days: number } | { kind: 'unknown' };

export const lastActive = (lastLogin: unknown, now: Date = new Date()): LastActive => {
    if (typeof lastLogin !== 'string' || !lastLogin) return { kind: 'unknown' };
    const at = parseISO(lastLogin);
    if (!isValid(at)) return { kind: 'unknown' };
    const days = differenceInCalendarDays(now, at);
    if (days <= 0) return { kind: 'today' };
    return { kind: 'daysAgo', days };
};
