import { describe, expect, it } from 'vitest';
import { defineResource } from '../../src/shared/defineResource';
import { get, post, put, wholeList } from '../../src/shared/endpoints';
import { number, text, toggle } from '../../src/shared/fields';
import { Collection } from '../../server/store/collection';
import { createRecord, toggleMessage, updateRecord } from '../../server/domain/recordChanges';

const status = toggle({
    label: 'Status',
    endpoint: put('/offer/status/:id'),
    values: { on: 'active', off: 'inactive' },
});

const offer = defineResource({
    name: 'offer',
    title: 'Offers',
    singular: 'Offer',
    server: { createdKey: 'createdAt' },
    api: {
        list: wholeList(get('/offer/list')),
        create: post('/offer', { send: ['code', 'limit'] }),
        update: put('/offer/:id', { send: ['code', 'limit'] }),
    },
    fields: {
        code: text({ label: 'Code', required: 'Please enter code' }),
        limit: number({ label: 'Limit', typeError: 'Limit must be a number' }),
        status,
    },
    list: { columns: ['code'] },
});

const empty = () => new Collection([], () => undefined);

describe('declaration options the server honours', () => {
    it('stamps the creation time under the declared key', async () => {
        const saved = await createRecord(offer, offer.api.create!, empty(), { code: 'A', limit: 3 });
        expect(typeof saved.createdAt).toBe('string');
        expect(saved.created_at).toBeUndefined();
        expect(saved.status).toBe('active');
    });

    it('clears an optional number sent empty on update', async () => {
        const rows = empty();
        const saved = await createRecord(offer, offer.api.create!, rows, { code: 'A', limit: 3 });
        const updated = await updateRecord(offer, offer.api.update!, rows, saved._id, { code: 'A', limit: null });
        expect(updated.limit).toBeUndefined();
        expect('limit' in updated).toBe(false);
        const kept = await updateRecord(offer, offer.api.update!, rows, saved._id, { code: 'B' });
        expect(kept.code).toBe('B');
    });

    it('answers a flip with the declared server message, even an empty one', () => {
        const silent = { ...offer, server: { toggleMessages: { status: '' } } };
        expect(toggleMessage(offer, 'status', status, 'active')).toBe('Status updated successfully');
        expect(toggleMessage(silent, 'status', status, 'active')).toBe('');
        expect(toggleMessage(offer, 'status', { ...status, messages: { on: 'On', off: 'Off' } }, 'inactive')).toBe(
            'Off',
        );
    });
});
