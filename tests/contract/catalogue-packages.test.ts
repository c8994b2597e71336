import type { RaRecord } from 'ra-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_EDIT, PACKAGE_VIEW } from '../../src/resources/subscription/packagePrices.shared';
import { type Harness, harnessForFile } from './support/harness';

let h: Harness;
harnessForFile(harness => (h = harness));

const PACKAGES = 'general/subscription';

const list = (resource: string, page = 1, perPage = 10) =>
    h.dataProvider.getList(resource, { pagination: { page, perPage }, sort: { field: '', order: 'DESC' }, filter: {} });

const everyPackage = async () => (await list(PACKAGES, 1, 1000)).data;
const packageById = async (id: RaRecord['id']) => (await everyPackage()).find(p => p.id === id) as RaRecord;

const PACKAGE_KEYS = [
    'name',
    'description',
    'price',
    'originalPrice',
    'plan_type',
    'types_subscribers',
    'is_recurring',
];
const newPackage = {
    name: 'Contract package',
    description: 'Two sessions a week',
    price: '12.5',
    originalPrice: 15,
    plan_type: 'half_yearly',
    types_subscribers: 'TBP_student',
};

describe('Subscription packages (spec part 1, section 7)', () => {
    it('GET /subscription-package/alldetails answers the whole list; the console pages it by 10', async () => {
        const result = await list(PACKAGES);
        expect(h.lastCall()).toMatchObject({
            method: 'GET',
            path: '/subscription-package/alldetails',
            keys: [],
            query: {},
        });
        expect(result.data).toHaveLength(10);
        expect(result.total).toBeGreaterThanOrEqual(25);
    });

    let created: RaRecord;
    it('POST /price {name, description, price, originalPrice, plan_type, types_subscribers, is_recurring: true}', async () => {
        const result = await h.dataProvider.create(PACKAGES, { data: newPackage });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: '/price', keys: PACKAGE_KEYS });
        // Prices go with 2 decimals.
        expect(h.lastCall().body).toMatchObject({ price: '12.50', originalPrice: '15.00', is_recurring: true });
        expect(result.meta?.message).toBe('Package added successfully');
        created = await packageById(result.data.id);
        expect(created).toMatchObject({
            name: 'Contract package',
            price: 12.5,
            status: 'active',
            types_subscribers: 'TBP_student',
        });
        expect(created.created_at).toBeTruthy();
    });

    it('PUT /subscription-package/{id} sends the modal values; subscriber types keep their stored value', async () => {
        await h.dataProvider.update(PACKAGES, {
            id: created.id,
            data: { ...created, name: 'Contract package 2', price: 20, types_subscribers: 'school_student' },
            previousData: created,
        });
        expect(h.lastCall()).toMatchObject({
            method: 'PUT',
            path: `/subscription-package/${created.id}`,
            keys: PACKAGE_KEYS,
        });
        expect(h.lastCall().body).toMatchObject({ price: '20.00', is_recurring: true });
        expect(await packageById(created.id)).toMatchObject({
            name: 'Contract package 2',
            price: 20,
            types_subscribers: 'TBP_student',
        });
    });

    it.each([
        [{ name: ' ' }, 'Please enter package name'],
        [{ description: '' }, 'Please enter package description'],
        [{ description: 'x'.repeat(501) }, 'Package description must not exceed more than 500 chars'],
        [{ price: '' }, 'Please enter price'],
        [{ price: 'ten' }, 'Price can be only number'],
        [{ price: 0 }, 'Price cannot be zero or negative'],
        [{ originalPrice: 'abc' }, 'Original price can be only number'],
        [{ plan_type: '' }, 'Please select plan type'],
        [{ plan_type: 'weekly' }, 'Please select plan type'],
        [{ types_subscribers: '' }, 'Please select plan type'],
    ])('refuses %j with the spec message and stores nothing', async (change, message) => {
        const before = (await list(PACKAGES)).total;
        await expect(h.dataProvider.create(PACKAGES, { data: { ...newPackage, ...change } })).rejects.toThrow(message);
        expect((await list(PACKAGES)).total).toBe(before);
    });

    it('PUT /subscription-package/status/{id} with no payload flips active and inactive', async () => {
        const first = await h.dataProvider.toggle(PACKAGES, { id: created.id, field: 'status', value: false });
        expect(h.lastCall()).toMatchObject({
            method: 'PUT',
            path: `/subscription-package/status/${created.id}`,
            keys: [],
        });
        expect(first.message).toBe('Status updated successfully');
        expect((await packageById(created.id)).status).toBe('inactive');
        await h.dataProvider.toggle(PACKAGES, { id: created.id, field: 'status', value: true });
        expect((await packageById(created.id)).status).toBe('active');
    });

    it('refuses the status change of a package that has a user', async () => {
        const held = (await everyPackage()).find(p => p.user) as RaRecord;
        await expect(
            h.dataProvider.toggle(PACKAGES, { id: held.id, field: 'status', value: held.status !== 'active' }),
        ).rejects.toThrow('Package is in use: its status cannot be changed');
        expect((await packageById(held.id)).status).toBe(held.status);
    });
});

describe('Package edit page (spec part 1, sections 2 and 7)', () => {
    const EDIT_KEYS = [
        'name',
        'monthly_price',
        'yearly_price',
        'quarterly_price',
        'half_yearly_price',
        'trial_days',
        'package_info',
        'deleted_status',
    ];
    let pkg: RaRecord;
    beforeAll(async () => {
        pkg = (await everyPackage()).find(p => Array.isArray(p.package_info) && p.package_info.length >= 3) as RaRecord;
    });

    it('GET /subscription-package/view/{id} answers the package as data[0]', async () => {
        const { data } = await h.dataProvider.call<RaRecord[]>(PACKAGE_VIEW, { id: pkg.id });
        expect(h.lastCall()).toMatchObject({
            method: 'GET',
            path: `/subscription-package/view/${pkg.id}`,
            keys: [],
            query: {},
        });
        expect(data[0]).toMatchObject({ _id: pkg.id, name: pkg.name, trial_days: pkg.trial_days });
    });

    it('POST /subscription-package/edit/{id} with prices in 2 decimals, new lines and the removed line ids', async () => {
        const [kept, removed, emptied] = pkg.package_info as { id: string; name: string }[];
        const payload = {
            name: 'Edited package',
            monthly_price: '10.00',
            yearly_price: '100.50',
            quarterly_price: '28.00',
            half_yearly_price: '55.00',
            trial_days: 14,
            package_info: [{ id: kept.id, name: 'Kept line, renamed' }, { name: 'A new line' }],
            deleted_status: [removed.id, emptied.id],
        };
        const result = await h.dataProvider.call(PACKAGE_EDIT, { id: pkg.id, data: payload });
        expect(h.lastCall()).toMatchObject({
            method: 'POST',
            path: `/subscription-package/edit/${pkg.id}`,
            keys: EDIT_KEYS,
        });
        expect(result.message).toBe('Package updated successfully');
        const { data } = await h.dataProvider.call<RaRecord[]>(PACKAGE_VIEW, { id: pkg.id });
        expect(data[0]).toMatchObject({
            name: 'Edited package',
            monthly_price: 10,
            yearly_price: 100.5,
            trial_days: 14,
        });
        const lines = data[0].package_info as { id: string; name: string }[];
        expect(lines.map(l => l.name)).toEqual(['Kept line, renamed', 'A new line']);
        expect(lines[0].id).toBe(kept.id);
        expect(lines[1].id).toMatch(/^[0-9a-f]{24}$/);
    });

    const valid = {
        name: 'Package',
        monthly_price: '1.00',
        yearly_price: '1.00',
        quarterly_price: '1.00',
        half_yearly_price: '1.00',
        trial_days: 7,
        package_info: [{ name: 'Line' }],
        deleted_status: [],
    };
    it.each([
        [{ name: '' }, 'Please Enter Package Name'],
        [{ monthly_price: '' }, 'Please Enter Monthly Price'],
        [{ quarterly_price: null }, 'Please Enter Yearly Price'],
        [{ half_yearly_price: '' }, 'Please Enter Yearly Price'],
        [{ yearly_price: '' }, 'Please Enter Yearly Price'],
        [{ yearly_price: 'abc' }, 'Please Enter a Number'],
        [{ trial_days: '' }, 'Please Enter Trial Days'],
        [{ deleted_status: ['000000000000000000000000'] }, 'Package info line 000000000000000000000000 not found'],
        [{ package_info: 'not a list' }, 'Package info must be a list'],
    ])('refuses %j and stores nothing', async (change, message) => {
        const before = (await h.dataProvider.call<RaRecord[]>(PACKAGE_VIEW, { id: pkg.id })).data[0];
        await expect(h.dataProvider.call(PACKAGE_EDIT, { id: pkg.id, data: { ...valid, ...change } })).rejects.toThrow(
            message,
        );
        expect((await h.dataProvider.call<RaRecord[]>(PACKAGE_VIEW, { id: pkg.id })).data[0]).toEqual(before);
    });

    it('answers 404 for an unknown package', async () => {
        await expect(h.dataProvider.call(PACKAGE_VIEW, { id: '000000000000000000000000' })).rejects.toThrow(
            'Package not found',
        );
    });
});
