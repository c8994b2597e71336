import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
    h = await startHarness();
    await h.signIn();
});
afterAll(() => h.stop());

const state = { filter: { search: 'maths' }, sort: 'tag', order: 'ASC' as const };

describe('saved list views through the data provider', () => {
    it('saveView, getViews, changeView (only the keys given), deleteView', async () => {
        const saved = await h.dataProvider.saveView({ list: 'tag', name: 'Contract view', shared: true, state });
        expect(h.lastCall()).toMatchObject({ method: 'POST', path: '/list-views' });
        expect(saved).toMatchObject({ message: 'View saved', data: { name: 'Contract view', mine: true, state } });

        const listed = await h.dataProvider.getViews({ list: 'tag' });
        expect(h.lastCall()).toMatchObject({ method: 'GET', path: '/list-views', query: { list: 'tag' } });
        expect(listed.data.map(v => v.name)).toContain('Contract view');

        const renamed = await h.dataProvider.changeView({ id: saved.data.id, changes: { name: 'Renamed view' } });
        expect(h.lastCall()).toMatchObject({ method: 'PUT', path: `/list-views/${saved.data.id}`, keys: ['name'] });
        expect(renamed.data).toMatchObject({ name: 'Renamed view', shared: true, state });

        await h.dataProvider.deleteView({ id: saved.data.id });
        expect(h.lastCall()).toMatchObject({ method: 'DELETE', path: `/list-views/${saved.data.id}` });
        expect((await h.dataProvider.getViews({ list: 'tag' })).data.map(v => v.id)).not.toContain(saved.data.id);
    });

    it('a refusal reaches the console as an HttpError with the server words', async () => {
        await expect(h.dataProvider.saveView({ list: 'tag', name: ' ', shared: false, state })).rejects.toMatchObject({
            status: 400,
            message: 'Please enter a view name',
        });
    });
});
