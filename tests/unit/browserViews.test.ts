import { beforeEach, describe, expect, it } from 'vitest';
import { browserViewCalls } from '../../src/dataProvider/browserViews';
import type { ViewState } from '../../src/shared/savedViews';

/** Saved views kept in this browser, per user and list, for an API without saved views. */

const STATE: ViewState = { filter: { q: 'math' }, sort: 'tag', order: 'ASC' };
let user = 'u1';
const views = () =>
    browserViewCalls(
        () => user,
        () => window.localStorage,
    );
const names = async (list = 'tag') => (await views().getViews({ list })).data.map(view => view.name);

beforeEach(() => {
    window.localStorage.clear();
    user = 'u1';
});

describe('saved views kept in the browser', () => {
    it('saves, lists by name, renames, updates and deletes, as the API would', async () => {
        const saved = (await views().saveView({ list: 'tag', name: ' Maths ', shared: true, state: STATE })).data;
        expect(saved).toMatchObject({ name: 'Maths', shared: false, mine: true, state: STATE, ownerId: 'u1' });
        await views().saveView({ list: 'tag', name: 'Art', shared: false, state: STATE });
        expect(await names()).toEqual(['Art', 'Maths']);

        await views().changeView({ id: saved.id, changes: { name: 'Algebra' } });
        const later = { ...STATE, sort: 'description' };
        await views().changeView({ id: saved.id, changes: { state: later } });
        const changed = (await views().getViews({ list: 'tag' })).data.find(view => view.id === saved.id);
        expect(changed).toMatchObject({ name: 'Algebra', state: later });

        await views().deleteView({ id: saved.id });
        expect(await names()).toEqual(['Art']);
    });

    it('keeps each user and each list apart, across reloads', async () => {
        await views().saveView({ list: 'tag', name: 'Mine', shared: false, state: STATE });
        await views().saveView({ list: 'event', name: 'Events', shared: false, state: STATE });
        user = 'u2';
        expect(await names()).toEqual([]);
        user = 'u1';
        expect(await names()).toEqual(['Mine']);
        expect(await names('event')).toEqual(['Events']);
        expect(window.localStorage.getItem('console.views.u1.tag')).toContain('Mine');
    });

    it("refuses with the API's messages: no name, a second of the same name, an unknown view", async () => {
        await expect(views().saveView({ list: 'tag', name: '  ', shared: false, state: STATE })).rejects.toMatchObject({
            status: 400,
            message: 'Please enter a view name',
        });
        await views().saveView({ list: 'tag', name: 'Maths', shared: false, state: STATE });
        await expect(views().saveView({ list: 'tag', name: 'MATHS', shared: false, state: STATE })).rejects.toThrow(
            'You already have a view named "MATHS"',
        );
        await expect(views().deleteView({ id: 'nope' })).rejects.toMatchObject({ status: 404 });
    });

    it('reads a damaged store as no views', async () => {
        window.localStorage.setItem('console.views.u1.tag', '{not json');
        expect(await names()).toEqual([]);
    });
});
