import { describe, expect, it } from 'vitest';
import { conditionFields, holds, optionsField, valuesByName } from '../../src/shared/conditions';
import type { Condition } from '../../src/shared/types';

const PRIVATE: Condition = { field: 'isPrivate', op: 'eq', value: true };

describe('the one condition form', () => {
    it('eq compares as stored or as text, a picked option by its value', () => {
        expect(holds(PRIVATE, { isPrivate: true })).toBe(true);
        expect(holds(PRIVATE, { isPrivate: 'true' })).toBe(true);
        expect(holds(PRIVATE, { isPrivate: false })).toBe(false);
        expect(holds(PRIVATE, {})).toBe(false);
        expect(holds({ field: 'task_id', op: 'eq', value: 1 }, { task_id: '1' })).toBe(true);
        expect(holds({ field: 'forWhom', op: 'eq', value: 'all' }, { forWhom: { value: 'all', label: 'All' } })).toBe(
            true,
        );
    });
    it('contains reads text case-insensitively, anything else as not containing', () => {
        const student: Condition = { field: 'are_you', op: 'contains', value: 'student' };
        expect(holds(student, { are_you: 'School Student' })).toBe(true);
        expect(holds(student, { are_you: 'coach' })).toBe(false);
        expect(holds(student, { are_you: 42 })).toBe(false);
        expect(holds(student, {})).toBe(false);
    });
    it('filled is given: not empty text, not an empty list, not null', () => {
        const link: Condition = { field: 'link', op: 'filled' };
        expect(holds(link, { link: 'https://x.org' })).toBe(true);
        expect(holds(link, { link: '  ' })).toBe(false);
        expect(holds(link, { link: [] })).toBe(false);
        expect(holds(link, { link: null })).toBe(false);
    });
    it('noOptions is the browser fact it names, false where options are unknown', () => {
        const nobody: Condition = { field: 'access', op: 'noOptions' };
        expect(holds(nobody, {})).toBe(false);
        expect(holds(nobody, {}, { noOptions: field => field === 'access' })).toBe(true);
        expect(optionsField({ all: [PRIVATE, nobody] })).toBe('access');
        expect(optionsField(PRIVATE)).toBeUndefined();
    });
    it('composes with all, any and not', () => {
        const coachNeeded: Condition = {
            all: [
                { field: 'are_you', op: 'contains', value: 'student' },
                { not: { field: 'working_with', op: 'eq', value: 'independently' } },
            ],
        };
        expect(holds(coachNeeded, { are_you: 'School Student', working_with: 'a coach' })).toBe(true);
        expect(holds(coachNeeded, { are_you: 'School Student', working_with: 'independently' })).toBe(false);
        const nobodyToPick: Condition = { any: [PRIVATE, { field: 'forWhom', op: 'eq', value: 'all' }] };
        expect(holds(nobodyToPick, { isPrivate: false, forWhom: 'all' })).toBe(true);
        expect(holds(nobodyToPick, { isPrivate: false, forWhom: 'coach' })).toBe(false);
        expect(holds({ all: [] }, {})).toBe(true);
        expect(holds({ any: [] }, {})).toBe(false);
    });
    it('names the fields it reads once, sorted, without the options it asks about', () => {
        const condition: Condition = {
            any: [{ field: 'forWhom', op: 'eq', value: 'all' }, PRIVATE, { not: PRIVATE }],
        };
        expect(conditionFields(condition)).toEqual(['forWhom', 'isPrivate']);
        expect(conditionFields({ field: 'access', op: 'noOptions' })).toEqual([]);
        expect(conditionFields(undefined)).toEqual([]);
        expect(valuesByName(['a', 'b'], [1, 2])).toEqual({ a: 1, b: 2 });
    });
});
