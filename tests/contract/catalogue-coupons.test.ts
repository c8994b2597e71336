import { readFileSync } from 'node:fs';
import type { RaRecord } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDay } from '../../src/shared/dates';
import { type Harness, harnessForFile } from './support/harness';

let h: Harness;
harnessForFile(harness => (h = harness));

const COUPONS = 'general/coupon-code';
const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => isoDay(new Date(Date.now() + days * DAY_MS));

const list = (resource: string, page = 1, perPage = 10) =>
    h.dataProvider.getList(resource, { pagination: { page, perPage }, sort: { field: '', order: 'DESC' }, filter: {} });
const everyCoupon = async () => (await list(COUPONS, 1, 100)).data;
const couponById = async (id: RaRecord['id']) => (await everyCoupon()).find(c => c.id === id);

const seed = JSON.parse(readFileSync(new URL('../../fixtures/db.json', import.meta.url), 'utf8')) as Record<
    string,
    RaRecord[]
>;

const COUPON_KEYS = [
    'couponCode',
    'type',
    'offerType',
    'amount',
    'durationType',
    'applytype',
    'expiryDate',
    'maxApply',
];
const newCoupon = () => ({
    couponCode: `CONTRACT${Date.now().toString(36).toUpperCase()}`,
    type: 'school_student',
    offerType: 'percent',
    amount: 15,
    durationType: 'once',
    applytype: 'all',
    expiryDate: dayFromNow(30),
    maxApply: 50,
});

describe('Coupon codes (spec part 1, section 7)', () => {
    it('GET /discount?current_page=&limit= answers data.docs and totalPages', async () => {
        const result = await list(COUPONS, 2);
        expect(h.lastCall()).toMatchObject({
            method: 'GET',
            path: '/discount',
            keys: [],
            query: { current_page: '2', limit: '10' },
        });
        expect(Object.keys(h.lastCall().query)).toEqual(['current_page', 'limit']);
        expect(result.data).toHaveLength(10);
        expect(result.total).toBeGreaterThanOrEqual(25);
    });

    let coupon: RaRecord;
    it('POST /discount with the coupon fields; a new coupon is active and carries createdAt', async () => {
        const result = await h.dataProvider.create(COUPONS, { data: newCoupon() });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: '/discount', keys: COUPON_KEYS });
        expect(result.meta?.message).toBe('Coupon added successfully');
        coupon = (await couponById(result.data.id)) as RaRecord;
        expect(coupon).toMatchObject({ status: 'active', amount: 15, maxApply: 50 });
        expect(Date.parse(String(coupon.createdAt))).toBeGreaterThan(Date.now() - 60_000);
        expect(coupon.created_at).toBeUndefined();
    });

    it('PUT /discount/{id} changes expiry and max redemption only; an emptied max means unlimited', async () => {
        const expiryDate = dayFromNow(60);
        await h.dataProvider.update(COUPONS, {
            id: coupon.id,
            data: { ...coupon, amount: 99, couponCode: 'CHANGED', expiryDate, maxApply: '' },
            previousData: coupon,
        });
        expect(h.lastCall()).toMatchObject({ method: 'PUT', path: `/discount/${coupon.id}`, keys: COUPON_KEYS });
        const saved = (await couponById(coupon.id)) as RaRecord;
        expect(saved).toMatchObject({ couponCode: coupon.couponCode, amount: 15, expiryDate });
        expect(saved.maxApply).toBeUndefined();
    });

    it.each([
        [{ couponCode: '' }, 'Please enter coupon code'],
        [{ type: '' }, 'Please select subscriber type'],
        [{ offerType: '' }, 'Please select offer type'],
        [{ amount: '' }, 'Please enter amount/percentage'],
        [{ amount: 0 }, 'amount/percentage cannot be zero or negative'],
        [{ amount: 101 }, 'Percentage cannot exceed 100'],
        [{ expiryDate: '' }, 'Please select expiry date'],
        [{ expiryDate: dayFromNow(0) }, `Please select ${dayFromNow(1).split('-').reverse().join('/')} or later`],
        [{ maxApply: 'many' }, 'Max redemption cannot be other than number'],
    ])('refuses %j and stores nothing', async (change, message) => {
        const before = (await list(COUPONS)).total;
        await expect(h.dataProvider.create(COUPONS, { data: { ...newCoupon(), ...change } })).rejects.toThrow(message);
        expect((await list(COUPONS)).total).toBe(before);
    });

    it('accepts an amount over 100 when it is not a percentage', async () => {
        const result = await h.dataProvider.create(COUPONS, {
            data: { ...newCoupon(), offerType: 'amount', amount: 150 },
        });
        await h.dataProvider.delete(COUPONS, { id: result.data.id, previousData: result.data });
    });

    it('PUT /discount.status-change/{id} with no payload: the server flips and answers without a message', async () => {
        const result = await h.dataProvider.toggle(COUPONS, { id: coupon.id, field: 'status', value: false });
        expect(h.lastCall()).toMatchObject({ method: 'PUT', path: `/discount.status-change/${coupon.id}`, keys: [] });
        expect(result.message).toBe('');
        expect((await couponById(coupon.id))?.status).toBe('inactive');
        await h.dataProvider.toggle(COUPONS, { id: coupon.id, field: 'status', value: true });
        expect((await couponById(coupon.id))?.status).toBe('active');
    });

    it('refuses the status change and the edit of an expired coupon', async () => {
        const expired = (await everyCoupon()).find(c => c.status === 'expired') as RaRecord;
        await expect(h.dataProvider.toggle(COUPONS, { id: expired.id, field: 'status', value: true })).rejects.toThrow(
            'Coupon is expired: its status cannot be changed',
        );
        await expect(
            h.dataProvider.update(COUPONS, {
                id: expired.id,
                data: { ...expired, expiryDate: dayFromNow(10) },
                previousData: expired,
            }),
        ).rejects.toThrow('Coupon has expired: it cannot be edited');
        expect((await couponById(expired.id))?.status).toBe('expired');
    });

    it('DELETE /discount/{id}', async () => {
        const result = await h.dataProvider.delete(COUPONS, { id: coupon.id, previousData: coupon });
        expect(h.lastCall()).toMatchObject({ method: 'DELETE', path: `/discount/${coupon.id}`, keys: [] });
        expect(result.meta?.message).toBe('Coupon deleted successfully');
        expect(await couponById(coupon.id)).toBeUndefined();
    });
});

describe('Coupon expiry', () => {
    afterEach(() => {
        vi.useRealTimers();
    });

    it('marks seeded coupons past their expiry day as expired when listed', async () => {
        const today = isoDay(new Date());
        const due = seed.coupons.filter(c => c.status === 'active' && String(c.expiryDate) < today);
        expect(due.length).toBeGreaterThan(0);
        const listed = await everyCoupon();
        for (const c of due) expect(listed.find(l => l.id === c._id)?.status).toBe('expired');
    });

    it('expires a coupon once its expiry day has passed, without a restart', async () => {
        const made = await h.dataProvider.create(COUPONS, { data: { ...newCoupon(), expiryDate: dayFromNow(1) } });
        expect((await couponById(made.data.id))?.status).toBe('active');
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + 3 * DAY_MS);
        // The session token has a lifetime too: sign in again at the new time.
        await h.signIn();
        expect((await couponById(made.data.id))?.status).toBe('expired');
        await expect(
            h.dataProvider.toggle(COUPONS, { id: made.data.id, field: 'status', value: false }),
        ).rejects.toThrow('Coupon is expired');
    });
});
