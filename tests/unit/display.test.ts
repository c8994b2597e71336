import { describe, expect, it } from 'vitest';
import { cellText } from '../../src/schema/display';
import { checkbox, color, date, number, select, text } from '../../src/shared/fields';

describe('list cell texts', () => {
    it('marks declared texts (translated) apart from data (shown as stored)', () => {
        const kind = select({ label: 'Kind', choices: [{ id: 'a', name: 'Apple' }], fallbackLabel: 'Other' });
        expect(cellText(kind, 'a')).toEqual({ text: 'Apple', declared: true });
        expect(cellText(kind, 'z')).toEqual({ text: 'Other', declared: true });
        expect(cellText(select({ label: 'Kind', choices: [] }), 'z')).toEqual({ text: 'z', declared: false });
        expect(cellText(text({ label: 'Name' }), 'Yoga')).toEqual({ text: 'Yoga', declared: false });
        expect(cellText(checkbox({ label: 'Fav' }), true)).toEqual({ text: 'Yes', declared: true });
    });

    it('shows the empty text, decimals and date formats', () => {
        expect(cellText(number({ label: 'Max', emptyText: 'Unlimited' }), null)).toEqual({
            text: 'Unlimited',
            declared: true,
        });
        expect(cellText(number({ label: 'Max', emptyText: 'Unlimited' }), 3)?.text).toBe('3');
        expect(cellText(number({ label: 'Price', decimals: 2 }), 4.5)?.text).toBe('4.50');
        expect(cellText(date({ label: 'On', format: 'dd/MM/yyyy' }), '2026-01-31')?.text).toBe('31/01/2026');
    });

    it('leaves swatches to their component', () => {
        expect(cellText(color({ label: 'Color' }), '#ef9a9a')).toBeUndefined();
    });
});
