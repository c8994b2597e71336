import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../src/components/documentTitle';
import { couponResource } from '../../src/resources/coupon/schema';
import { cellText } from '../../src/schema/display';
import { dayDate, INVALID_DAY } from '../../src/shared/dates';
import { moneyText } from '../../src/schema/money';
import { editValues } from '../../src/schema/views/useRecordForm';

/** The coupon list's price cell, as the engine writes it (the amount's unit is the offer type). */
const couponPriceText = (record: Record<string, unknown>) =>
    cellText(couponResource.fields.amount, record.amount, record)?.text ?? '';

describe('money', () => {
    it('shows the sign, whole amounts as they are and fractions with cents', () => {
        expect(moneyText(36)).toBe('$36');
        expect(moneyText('24.5')).toBe('$24.50');
        expect(moneyText(0.1 + 0.2)).toBe('$0.30');
        expect(moneyText('')).toBe('');
        expect(moneyText(null)).toBe('');
        expect(moneyText('ten')).toBe('');
    });
    it('is how coupons show an amount off, while a percentage stays a percentage', () => {
        expect(couponPriceText({ offerType: 'amount', amount: 36 })).toBe(moneyText(36));
        expect(couponPriceText({ offerType: 'percent', amount: 12.5 })).toBe('12.50%');
    });
});

describe('an edit keeps what the form does not hand over', () => {
    const stored = {
        id: 'c1',
        couponCode: 'WELCOME10',
        type: 'school_student',
        offerType: 'percent',
        amount: 10,
        durationType: 'once',
        applytype: 'all',
        expiryDate: '2026-12-01',
        maxApply: 5,
    };
    it('sends locked fields (disabled inputs give undefined) with their current values, never null', () => {
        const sent = editValues(couponResource, stored, {
            expiryDate: '2027-01-10',
            maxApply: '8',
            couponCode: undefined,
            amount: undefined,
        });
        const { id: _id, ...fields } = stored;
        expect(sent).toEqual({ ...fields, expiryDate: '2027-01-10', maxApply: '8' });
        expect(Object.values(sent)).not.toContain(null);
    });
    it('keeps what the user emptied', () => {
        expect(editValues(couponResource, stored, { maxApply: '' }).maxApply).toBe('');
    });
});

describe('tab titles', () => {
    it('name the screen, then the console', () => {
        expect(documentTitle('Events')).toBe('Events · Admin Console');
        expect(documentTitle()).toBe('Admin Console');
    });
});

describe('date input values', () => {
    it('reads a stored day or date-time as a local day for the picker', () => {
        expect(dayDate('2026-11-23')?.getDate()).toBe(23);
        expect(dayDate('2026-11-23T00:00:00')?.getMonth()).toBe(10);
        expect(dayDate('')).toBeUndefined();
        expect(dayDate(INVALID_DAY)).toBeUndefined();
    });
});
