import { API_URL, expect, test } from './support/fixtures';
import { addGrade, editGrade, search, uniqueName } from './support/screens';

const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";

test.describe('A careful user loses nothing in a conflict (issue 34, rows 4 and 13)', () => {
    test('after a conflict, Cancel on the form still asks about the typed changes; the dialog shows what differs', async ({
        signedIn: page,
        api,
    }) => {
        await api.login();
        const { id, name } = await addGrade(api, 'e2e conflict');
        await page.goto('/grade');
        const { form, input } = await editGrade(page, name);
        // Typed first, so the live change does not replace the field: then someone else saves.
        await input.fill(`${name} mine`);
        await api.post(`/grade/edit/${id}`, { id, grade: `${name} theirs` });
        await form.getByRole('button', { name: 'Update' }).click();

        const choice = page.getByRole('alertdialog', { name: 'This record has changed' });
        await expect(choice).toContainText('you both changed the fields below');
        const row = choice.getByRole('row', { name: /^Grade/ });
        await expect(row.getByRole('cell')).toHaveText([`${name} theirs`, `${name} mine`]);
        await expect(choice.getByRole('columnheader')).toHaveText(['Field', 'Theirs', 'Yours']);
        await expect(choice.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await choice.getByRole('button', { name: 'Cancel' }).click();
        await expect(choice).toBeHidden();

        // Cancel on the form: the unsaved-changes question, as after any other failed save.
        const ask = page.getByRole('dialog', { name: UNSAVED });
        await form.getByRole('button', { name: 'Cancel' }).click();
        await expect(ask).toBeVisible();
        await ask.getByRole('button', { name: 'Keep editing' }).click();
        await expect(ask).toBeHidden();
        await expect(input).toHaveValue(`${name} mine`);
        // Escape asks too.
        await input.press('Escape');
        await expect(ask).toBeVisible();
        await ask.getByRole('button', { name: 'Discard changes' }).click();
        await expect(form).toBeHidden();
    });

    test('a failed save keeps the question: the API down, then Cancel asks', async ({ signedIn: page, api }) => {
        await api.login();
        const { name } = await addGrade(api, 'e2e down');
        await page.goto('/grade');
        const { form, input } = await editGrade(page, name);
        await input.fill(`${name} typed`);
        await page.route(/\/grade\/edit\//, route => route.abort('connectionrefused'));
        await form.getByRole('button', { name: 'Update' }).click();
        await expect(page.getByText('Cannot reach the server', { exact: false }).first()).toBeVisible();
        await form.getByRole('button', { name: 'Cancel' }).click();
        await expect(page.getByRole('dialog', { name: UNSAVED })).toBeVisible();
    });

    test('a record deleted elsewhere while changes are typed: one message, the changes in view, no Save', async ({
        signedIn: page,
        api,
        request,
    }) => {
        await api.login();
        const { id, name } = await addGrade(api, 'e2e gone');
        await page.goto('/grade');
        const { form, input } = await editGrade(page, name);
        await input.fill(`${name} typed`);
        const gone = await request.delete(`${API_URL}/grade/delete/${id}`, {
            headers: { authorization: `Bearer ${api.token}` },
        });
        expect(gone.ok()).toBe(true);

        await expect(form.getByRole('alert')).toHaveText(
            /^Deleted by Super Admin: your changes can no longer be saved$/,
        );
        await expect(form.getByRole('button', { name: 'Update' })).toHaveCount(0);
        await expect(input).toHaveValue(`${name} typed`);
        // Not the "modal was closed" toast while it stays open, and closing asks nothing.
        await expect(page.getByText(/the modal was closed/)).toHaveCount(0);
        await form.getByRole('button', { name: 'Cancel' }).click();
        await expect(form).toBeHidden();
        await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    for (const width of [1366, 375]) {
        test(`a colour both sides changed shows each hex code with its swatch (${width} px)`, async ({
            session: page,
            api,
        }) => {
            await page.setViewportSize({ width, height: 800 });
            await api.login();
            const name = `e2e colour conflict ${Date.now().toString(36)}`;
            await api.post('/event/add', { event_name: name, event_description: 'colour', event_color: '#ef9a9a' });
            const found = await api.post<{ docs: Array<{ _id: string }> }>('/event/alldetails', {
                page: 1,
                limit: 1,
                search: name,
            });
            const id = found.data.docs[0]._id;
            await page.goto(`/event/${id}`);
            const form = page.getByRole('dialog', { name: 'Edit Event' });
            await expect(form.getByLabel('Event Name')).toHaveValue(name);
            // Picked first, so the live change does not replace it: then someone else saves another colour.
            await form.getByRole('radio', { name: '#d1c4e9' }).click();
            await api.post(`/event/edit/${id}`, { event_color: '#c5e1a5' });
            await form.getByRole('button', { name: 'Update' }).click();

            const choice = page.getByRole('alertdialog', { name: 'This record has changed' });
            const row = choice.getByRole('row', { name: /Color/ });
            await expect(row.getByRole('cell')).toHaveText(['#c5e1a5', '#d1c4e9']);
            for (const code of ['#c5e1a5', '#d1c4e9'])
                await expect(row.locator(`[data-colour="${code}"] > span`)).toHaveCSS(
                    'background-color',
                    `rgb(${[1, 3, 5].map(i => parseInt(code.slice(i, i + 2), 16)).join(', ')})`,
                );
            await choice.getByRole('button', { name: 'Cancel' }).click();
        });
    }
});

test.describe('On a phone (375 x 812)', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the conflict table breaks lines between words, never inside one (issue 47: 'Desc/riptio/n')", async ({
        signedIn: page,
        api,
    }) => {
        await api.login();
        const name = uniqueName('E2E phone conflict');
        const added = await api.post<{ _id: string }>('/tag', { tag: name, description: 'before' });
        const id = added.data._id;
        await page.goto('/tag');
        await search(page, name);
        const row = page.getByRole('region', { name: 'Tags' }).getByRole('listitem').filter({ hasText: name });
        await row.getByRole('button', { name: `Actions for ${name}` }).click();
        await page.getByRole('group', { name }).getByRole('button', { name: 'Edit' }).click();
        const form = page.getByRole('dialog', { name: 'Edit Tag' });
        await form.getByLabel('Description').fill('mine, a longer description typed on a phone');
        await api.post(`/tag/${id}`, { id, tag: name, description: 'theirs, written meanwhile elsewhere' });
        await form.getByRole('button', { name: 'Update' }).click();
        const choice = page.getByRole('alertdialog', { name: 'This record has changed' });
        const field = choice.getByRole('rowheader', { name: 'Description' });
        await expect(field).toBeVisible();
        // One line of text for the one word: its text's boxes all on one line.
        const lines = await field.evaluate(cell => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return new Set([...range.getClientRects()].map(box => Math.round(box.top))).size;
        });
        expect(lines).toBe(1);
    });
});
