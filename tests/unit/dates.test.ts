import { describe, expect, it } from 'vitest';
import { dayOf, resolveDay } from '../../src/shared/dates';
import { dayText } from '../../src/shared/dayText';

describe('date display', () => {
    it('shows DD/MM/YYYY for lists', () => {
        expect(dayText('2026-03-07T10:00:00', 'dd/MM/yyyy')).toBe('07/03/2026');
    });

    it('shows DD MMMM YYYY for notices', () => {
        expect(dayText('2027-01-05', 'dd MMMM yyyy')).toBe('05 January 2027');
    });

    it('shows nothing for empty or invalid values', () => {
        expect(dayText('', 'dd/MM/yyyy')).toBe('');
        expect(dayText(null, 'dd/MM/yyyy')).toBe('');
        expect(dayText('not a date', 'dd/MM/yyyy')).toBe('');
    });

    it('resolves today and tomorrow', () => {
        const now = new Date(2026, 10, 22, 15, 0);
        expect(resolveDay('today', now)).toBe('2026-11-22');
        expect(resolveDay('tomorrow', now)).toBe('2026-11-23');
        expect(resolveDay('2099-12-31', now)).toBe('2099-12-31');
        expect(dayOf('2026-11-22T23:00:00')).toBe('2026-11-22');
    });
});
