import { describe, expect, it } from 'vitest';
import { completionPercent, lastActive } from '../../src/shared/dashboardActivity';
import { examPlannerResource } from '../../src/resources/examPlanner/schema';
import { paymentTypeText } from '../../src/resources/subscriptionHistory/display';
import { subscriptionHistoryResource } from '../../src/resources/subscriptionHistory/schema';
import { cellText } from '../../src/schema/display';
import { taskTypeResource } from '../../src/resources/taskType/schema';
import { validateRecord } from '../../src/shared/validation';
import { valueAt } from '../../src/shared/values';

describe('subscription history display rules', () => {
    it('prefixes prices with $ and keeps cents only when there are some', () => {
        const price = (value: unknown) => cellText(subscriptionHistoryResource.fields.package_price, value)?.text;
        expect(price(49)).toBe('$49');
        expect(price(149.5)).toBe('$149.50');
        expect(price('12.345')).toBe('$12.35');
        expect(price(null)).toBe('');
        expect(price('abc')).toBe('');
    });

    it('shows payment types with spaces for underscores, upper case', () => {
        expect(paymentTypeText('direct_debit')).toBe('DIRECT DEBIT');
        expect(paymentTypeText('pay_pal_express')).toBe('PAY PAL EXPRESS');
        expect(paymentTypeText('card')).toBe('CARD');
        expect(paymentTypeText(undefined)).toBe('');
    });

    it('reads nested sources without reaching into the prototype', () => {
        const row = { user: { first_name: 'Ada' }, otherDetails: { metadata: { reason: 'Renewal' } } };
        expect(valueAt(row, 'user.first_name')).toBe('Ada');
        expect(valueAt(row, 'otherDetails.metadata.reason')).toBe('Renewal');
        expect(valueAt(row, 'user.constructor')).toBeUndefined();
        expect(valueAt(row, 'missing.deep')).toBeUndefined();
    });
});

describe('dashboard activity rules', () => {
    it('rounds the completion percentage up', () => {
        expect(completionPercent({ allTasks: [{ count: 3 }], completedTasks: [{ count: 1 }] })).toBe(34);
        expect(completionPercent({ allTasks: [{ count: 8 }], completedTasks: [{ count: 8 }] })).toBe(100);
        expect(completionPercent({ allTasks: [{ count: 7 }], completedTasks: [{ count: 0 }] })).toBe(0);
        expect(completionPercent({ allTasks: [{ count: 0 }], completedTasks: [{ count: 0 }] })).toBe(0);
        expect(completionPercent({})).toBe(0);
    });

    it('says Today, N days ago or NA', () => {
        const now = new Date('2026-11-22T10:00:00Z');
        expect(lastActive('2026-11-22T01:00:00Z', now)).toEqual({ kind: 'today' });
        expect(lastActive('2026-11-21T23:00:00Z', now)).toEqual({ kind: 'daysAgo', days: 1 });
        expect(lastActive('2026-11-12T10:00:00Z', now)).toEqual({ kind: 'daysAgo', days: 10 });
        expect(lastActive(null, now)).toEqual({ kind: 'unknown' });
        expect(lastActive('not a date', now)).toEqual({ kind: 'unknown' });
    });
});

describe('task types and exam planner', () => {
    it('share one shape and differ only in names, paths and texts', () => {
        expect(Object.keys(taskTypeResource.fields)).toEqual(Object.keys(examPlannerResource.fields));
        expect(taskTypeResource.api.delete).toMatchObject({ method: 'POST', path: '/task_type/delete/:id' });
        expect(examPlannerResource.api.update).toMatchObject({
            method: 'POST',
            path: '/exam-planner/edit/:id',
            send: ['id', 'task_type', 'description'],
        });
        expect(examPlannerResource.list.search?.placeholder).toBe('Find');
        expect(examPlannerResource.confirm?.delete).toBe('Are you sure you want to  delete tasktype ?');
        expect(taskTypeResource.confirm?.delete).toBe('Are you sure you want to  delete this task type ?');
    });

    it('requires a task type', async () => {
        await expect(validateRecord(taskTypeResource, { task_type: '  ' })).rejects.toThrow('Please Enter Task Type');
        await expect(
            validateRecord(examPlannerResource, { task_type: 'Mock', description: 'x' }),
        ).resolves.toMatchObject({ task_type: 'Mock' });
    });
});
