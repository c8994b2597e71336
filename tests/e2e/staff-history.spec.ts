import { expect, signIn, test } from './support/fixtures';
import { search, uniqueName } from './support/screens';

const PASSWORD = 'Password@123';

test('a role that may read a history but not edit is offered no restore', async ({ page, api }) => {
    await api.login();
    const role = await api.post<{ _id: string }>('/roles', {
        name: uniqueName('History reader'),
        grants: { event: { actions: ['list', 'open', 'history'] } },
    });
    const email = `${uniqueName('reader').replace(/\W/g, '').toLowerCase()}@example.com`;
    await api.post('/staff', {
        first_name: 'Hana',
        last_name: 'Reader',
        email,
        password: PASSWORD,
        role_id: role.data._id,
    });
    const name = uniqueName('Read only history');
    const added = await api.post<{ _id: string }>('/event/add', { event_name: name, event_color: '#ef9a9a' });
    await api.post(`/event/edit/${added.data._id}`, { event_name: name, event_color: '#90caf9' });

    await signIn(page, email, PASSWORD);
    await page.goto('/event');
    await search(page, name);
    await page.getByRole('button', { name: 'View', exact: true }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: `History of ${name}` });
    // Both versions are read; neither offers Restore (the API asks for the edit permission too).
    await expect(history.getByRole('heading', { name: /^Version 1/ })).toBeVisible();
    await expect(history.getByRole('heading', { name: /^Version 2/ })).toBeVisible();
    await expect(history.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
});
