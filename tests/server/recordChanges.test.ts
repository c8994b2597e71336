import { describe, expect, it } from 'vitest';
import { defineResource } from '../../src/shared/defineResource';
import { del, post, wholeList, get } from '../../src/shared/endpoints';
import { createdAt, text } from '../../src/shared/fields';
import { Collection } from '../../server/store/collection';
import { deleteRecord, updateRecord } from '../../server/domain/recordChanges';

// No declared entity protects rows yet (tags with task_id 1 will); this one does.
const tag = defineResource({
    name: 'tag',
    title: 'Tags',
    singular: 'Tag',
    api: {
        list: wholeList(get('/tag/list')),
        update: post('/tag/:id', { send: ['id', 'tag'] }),
        delete: del('/tag/:id'),
    },
    fields: { tag: text({ label: 'Tag', required: 'Please Enter Tag' }), created_at: createdAt() },
    access: { protectedWhen: { field: 'task_id', op: 'eq', value: 1 } },
    list: { columns: ['tag'] },
});

const rows = () =>
    new Collection(
        [
            { _id: 'a', tag: 'built in', task_id: 1, created_at: '2026-01-01T00:00:00.000Z' },
            { _id: 'b', tag: 'mine', task_id: 2, created_at: '2026-01-02T00:00:00.000Z' },
        ],
        () => undefined,
    );

describe('protected rows', () => {
    it('refuses to change or delete a row the declaration protects', async () => {
        const tags = rows();
        await expect(updateRecord(tag, tag.api.update!, tags, 'a', { tag: 'renamed' })).rejects.toMatchObject({
            status: 400,
            message: 'This record cannot be changed',
        });
        expect(() => deleteRecord(tag, tags, 'a')).toThrow('This record cannot be changed');
        expect(tags.get('a')?.tag).toBe('built in');
    });

    it('changes the others', async () => {
        const tags = rows();
        expect((await updateRecord(tag, tag.api.update!, tags, 'b', { tag: 'renamed' })).tag).toBe('renamed');
        expect(deleteRecord(tag, tags, 'b')._id).toBe('b');
        expect(tags.size).toBe(1);
    });
});
