import { describe, expect, it } from 'vitest';
import { prepareValues } from '../../src/dataProvider/prepare';
import { couponResource } from '../../src/resources/coupon/schema';
import {
    packageEditPayload,
    packageEditSchema,
    packageFormValues,
} from '../../src/resources/subscription/packagePrices.shared';
import { planTypeText } from '../../src/resources/subscription/planTypes.shared';
import { subscriptionResource } from '../../src/resources/subscription/schema';
import { numberText } from '../../src/schema/numbers';
import type { ResourceDeclaration } from '../../src/shared/types';
import { defaultValues, validateRecord } from '../../src/shared/validation';
import { cellText } from '../../src/schema/display';

/** The coupon list's price cell, as the engine writes it (the amount's unit is the offer type). */
const couponPriceText = (record: Record<string, unknown>) =>
    cellText(couponResource.fields.amount, record.amount, record)?.text ?? '';

const now = () => new Date(2026, 10, 22, 12, 0);
const firstError = async (decl: ResourceDeclaration, values: Record<string, unknown>) =>
    validateRecord(decl, values, { now }).then(
        () => null,
        (e: Error) => e.message,
    );
const cell = (decl: ResourceDeclaration, name: string, record: Record<string, unknown>) =>
    cellText(decl.fields[name], record[name])?.text;

describe('subscription modal rules', () => {
    const valid = {
        name: 'Starter',
        originalPrice: '20',
        price: '12.5',
        description: 'Weekly sessions',
        types_subscribers: 'school_student',
        plan_type: 'monthly',
    };
    it('accepts a complete package', async () => {
        expect(await firstError(subscriptionResource, valid)).toBeNull();
        expect(await firstError(subscriptionResource, { ...valid, originalPrice: '' })).toBeNull();
    });
    it.each([
        [{ name: '  ' }, 'Please enter package name'],
        [{ description: '' }, 'Please enter package description'],
        [{ description: 'x'.repeat(501) }, 'Package description must not exceed more than 500 chars'],
        [{ price: '' }, 'Please enter price'],
        [{ price: '12a' }, 'Price can be only number'],
        [{ price: '0' }, 'Price cannot be zero or negative'],
        [{ price: '-4' }, 'Price cannot be zero or negative'],
        [{ originalPrice: 'abc' }, 'Original price can be only number'],
        [{ originalPrice: '-1' }, 'Original price cannot be negative'],
        [{ plan_type: '' }, 'Please select plan type'],
        [{ types_subscribers: undefined }, 'Please select plan type'],
    ])('%j → %s', async (change, message) => {
        expect(await firstError(subscriptionResource, { ...valid, ...change })).toBe(message);
    });
    it('allows a description of exactly 500 characters', async () => {
        expect(await firstError(subscriptionResource, { ...valid, description: 'x'.repeat(500) })).toBeNull();
    });
    it('sends prices with 2 decimals', () => {
        expect(prepareValues(subscriptionResource, { price: '12.5', originalPrice: 15 })).toEqual({
            price: '12.50',
            originalPrice: '15.00',
        });
        expect(prepareValues(subscriptionResource, { price: '', originalPrice: undefined })).toEqual({
            price: '',
            originalPrice: undefined,
        });
    });
});

describe('subscription list display', () => {
    it('shows plan types with spaces, upper case', () => {
        expect(planTypeText('half_yearly')).toBe('HALF YEARLY');
        expect(planTypeText('monthly')).toBe('MONTHLY');
        expect(planTypeText(undefined)).toBe('');
    });
    it('names the subscriber types, anything else as an independent student', () => {
        expect(cell(subscriptionResource, 'types_subscribers', { types_subscribers: 'TBP_student' })).toBe(
            'TBP Student',
        );
        expect(cell(subscriptionResource, 'types_subscribers', { types_subscribers: 'school_student' })).toBe(
            'School Student',
        );
        expect(cell(subscriptionResource, 'types_subscribers', { types_subscribers: 'independently' })).toBe(
            'Independent student',
        );
        expect(cell(subscriptionResource, 'types_subscribers', { types_subscribers: 'parent' })).toBe(
            'Independent student',
        );
        expect(cell(couponResource, 'type', { type: 'TBP_student' })).toBe('TBP Student');
        expect(cell(couponResource, 'type', { type: 'other' })).toBe('Independent student');
    });
    it('shows prices as money, as the coupons do', () => {
        expect(cell(subscriptionResource, 'price', { price: 12.5 })).toBe('$12.50');
        expect(cell(subscriptionResource, 'price', { price: '9' })).toBe('$9');
        expect(cell(subscriptionResource, 'price', { price: '' })).toBe('');
        expect(numberText('', 2)).toBe('');
        expect(numberText(7)).toBe('7');
    });
    it('shows the created date as DD/MM/YYYY', () => {
        expect(cell(subscriptionResource, 'created_at', { created_at: '2026-03-04T10:00:00' })).toBe('04/03/2026');
        expect(cell(couponResource, 'createdAt', { createdAt: '2026-03-04T10:00:00' })).toBe('04/03/2026');
    });
});

describe('older package page rules', () => {
    const valid = {
        name: 'Starter',
        monthly_price: '10.00',
        quarterly_price: '28',
        half_yearly_price: '55',
        yearly_price: '100',
        trial_days: 7,
        package_info: [{ id: 'a', name: 'Line' }],
    };
    const error = (values: Record<string, unknown>) =>
        packageEditSchema.validate(values).then(
            () => null,
            (e: Error) => e.message,
        );
    it('accepts a complete package', async () => {
        expect(await error(valid)).toBeNull();
    });
    it.each([
        [{ name: '' }, 'Please Enter Package Name'],
        [{ monthly_price: '' }, 'Please Enter Monthly Price'],
        [{ monthly_price: 'ten' }, 'Please Enter a Number'],
        [{ quarterly_price: '' }, 'Please Enter Yearly Price'],
        [{ quarterly_price: 'x' }, 'Please Enter a Number'],
        [{ half_yearly_price: '' }, 'Please Enter Yearly Price'],
        [{ half_yearly_price: 'x' }, 'Please Enter a Number'],
        [{ yearly_price: '' }, 'Please Enter Yearly Price'],
        [{ yearly_price: 'x' }, 'Please Enter a Number'],
        [{ trial_days: '' }, 'Please Enter Trial Days'],
        [{ trial_days: 'a week' }, 'Please Enter Trial Days'],
    ])('%j → %s', async (change, message) => {
        expect(await error({ ...valid, ...change })).toBe(message);
    });
    it('sends prices with 2 decimals, the lines with text and the removed ids', () => {
        const payload = packageEditPayload(
            {
                ...valid,
                monthly_price: 10,
                yearly_price: 100.5,
                package_info: [{ id: 'a', name: ' Kept ' }, { id: 'b', name: '' }, { name: 'New' }, { name: ' ' }],
            },
            ['c'],
        );
        expect(payload).toEqual({
            name: 'Starter',
            monthly_price: '10.00',
            quarterly_price: '28.00',
            half_yearly_price: '55.00',
            yearly_price: '100.50',
            trial_days: 7,
            package_info: [{ id: 'a', name: 'Kept' }, { name: 'New' }],
            deleted_status: ['c', 'b'],
        });
        expect(Object.keys(payload)).toEqual([
            'name',
            'monthly_price',
            'quarterly_price',
            'half_yearly_price',
            'yearly_price',
            'trial_days',
            'package_info',
            'deleted_status',
        ]);
    });
    it('starts from the stored package with 2-decimal prices and at least one line', () => {
        expect(
            packageFormValues({ name: 'P', monthly_price: 9.5, yearly_price: 100, trial_days: 14, package_info: [] }),
        ).toEqual({
            name: 'P',
            monthly_price: '9.50',
            quarterly_price: '',
            half_yearly_price: '',
            yearly_price: '100.00',
            trial_days: 14,
            package_info: [{ name: '' }],
        });
        expect(packageFormValues({ name: 'Added in the modal' }).trial_days).toBe(0);
    });
});

describe('coupon rules', () => {
    const valid = {
        couponCode: 'WELCOME10',
        type: 'school_student',
        offerType: 'percent',
        amount: '10',
        durationType: 'once',
        applytype: 'all',
        expiryDate: '2026-11-23',
        maxApply: '',
    };
    it('accepts a complete coupon expiring tomorrow', async () => {
        expect(await firstError(couponResource, valid)).toBeNull();
    });
    it.each([
        [{ couponCode: '' }, 'Please enter coupon code'],
        [{ type: '' }, 'Please select subscriber type'],
        [{ offerType: '' }, 'Please select offer type'],
        [{ amount: '' }, 'Please enter amount/percentage'],
        [{ amount: '0' }, 'amount/percentage cannot be zero or negative'],
        [{ amount: '-5' }, 'amount/percentage cannot be zero or negative'],
        [{ amount: '101' }, 'Percentage cannot exceed 100'],
        [{ expiryDate: '' }, 'Please select expiry date'],
        [{ expiryDate: '2026-11-22' }, 'Please select 23/11/2026 or later'],
        [{ maxApply: 'ten' }, 'Max redemption cannot be other than number'],
    ])('%j → %s', async (change, message) => {
        expect(await firstError(couponResource, { ...valid, ...change })).toBe(message);
    });
    it('allows amounts over 100 when the offer is an amount', async () => {
        expect(await firstError(couponResource, { ...valid, offerType: 'amount', amount: '150' })).toBeNull();
        expect(await firstError(couponResource, { ...valid, amount: '100' })).toBeNull();
    });
    it('starts with duration once, apply to all, amount 0 and expiry tomorrow', async () => {
        const start = defaultValues(couponResource, now);
        expect(start).toMatchObject({ durationType: 'once', applytype: 'all', amount: 0, expiryDate: '2026-11-23' });
        expect(await firstError(couponResource, { ...valid, amount: start.amount })).toBe(
            'amount/percentage cannot be zero or negative',
        );
    });
});

describe('coupon list display', () => {
    it('shows a dollar amount or a percentage', () => {
        expect(couponPriceText({ offerType: 'amount', amount: 20 })).toBe('$20');
        expect(couponPriceText({ offerType: 'percent', amount: 15 })).toBe('15%');
        expect(couponPriceText({ offerType: 'amount', amount: 12.5 })).toBe('$12.50');
        expect(couponPriceText({ offerType: 'percent' })).toBe('');
    });
    it('shows "Unlimited" without a max redemption, and 0 times redeemed when none is stored', () => {
        expect(cell(couponResource, 'maxApply', { maxApply: null })).toBe('Unlimited');
        expect(cell(couponResource, 'maxApply', {})).toBe('Unlimited');
        expect(cell(couponResource, 'maxApply', { maxApply: 40 })).toBe('40');
        expect(cell(couponResource, 'totalUsed', {})).toBe('0');
        expect(cell(couponResource, 'totalUsed', { totalUsed: 3 })).toBe('3');
    });
});
