import { describe, expect, it } from 'vitest';
import { COACH_ARE_YOU, PRODUCT, SIGNING_UP } from '../../src/resources/people/choices.shared';
import { phoneText } from '../../src/shared/phoneText';

describe('phone display', () => {
    it('prefixes +, groups Australian mobiles 3-3-3 and other Australian numbers 1-4-4', () => {
        expect(phoneText('61412345678')).toBe('+61 412 345 678');
        expect(phoneText('+61 298765432')).toBe('+61 2 9876 5432');
        expect(phoneText(61298765432)).toBe('+61 2 9876 5432');
    });

    it('shows other countries as digits with a +', () => {
        expect(phoneText('919876543210')).toBe('+919876543210');
        expect(phoneText('')).toBe('');
        expect(phoneText(null)).toBe('');
    });
});

describe('enumerations', () => {
    it('put the product name where the spec writes {product}', () => {
        expect(COACH_ARE_YOU.map(c => c.id)).toEqual([
            'independent_coach_mentor',
            'teacher_tutor',
            `${PRODUCT.toLowerCase()}_coach`,
        ]);
        expect(SIGNING_UP.map(c => c.id)).toEqual([`with ${PRODUCT}`, 'through your school', 'independently']);
    });
});
