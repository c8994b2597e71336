import { expect, test } from './support/fixtures';
import { deleteFirstRow, expectFirstColumnSorted, rows, search, toast, uniqueName } from './support/screens';

for (const screen of [
    {
        route: '/tasktype',
        title: 'Task Types',
        placeholder: 'Search',
        add: 'Add',
        addTitle: 'Add Tasktype',
        editTitle: 'Edit Tasktype',
        base: '/task_type',
        noun: 'Task type',
        confirm: 'Are you sure you want to  delete this task type ?',
    },
    {
        route: '/exam-planner',
        title: 'Exam Planner',
        placeholder: 'Find',
        add: 'Add Exam Planner',
        addTitle: 'Add Exam Planner',
        editTitle: 'Edit Exam Planner',
        base: '/exam-planner',
        noun: 'Exam planner',
        confirm: 'Are you sure you want to  delete tasktype ?',
    },
]) {
    test.describe(screen.title, () => {
        test('lists ten rows a page, sorts and searches in the browser', async ({ signedIn: page }) => {
            await page.goto(screen.route);
            await expect(page.getByRole('heading', { name: screen.title, exact: true })).toBeVisible();
            await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
                'Task Type',
                'Description',
                'Created date',
                'Action',
            ]);
            await expect(rows(page)).toHaveCount(10);
            await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
            await expect(page).toHaveURL(/page=2/);
            await page.locator('table thead').getByText('Task Type', { exact: true }).click();
            await expect(page).toHaveURL(/page=1/);
            await expectFirstColumnSorted(page, (a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
            await search(page, 'zzz-nothing', screen.placeholder);
            await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
        });

        test('rows with task_id 1 have no edit or delete', async ({ signedIn: page, api }) => {
            await api.login();
            const all = await api.post<Array<{ task_type: string; task_id?: number }>>(`${screen.base}/alldetails`, {
                userId: '',
                search: '',
            });
            const own = all.data.find(r => r.task_id === 1)!;
            const other = all.data.find(r => r.task_id !== 1)!;
            await page.goto(screen.route);
            await search(page, own.task_type, screen.placeholder);
            await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').first()).toHaveText(
                own.task_type,
            );
            await expect(rows(page).first().getByRole('button')).toHaveCount(0);
            await search(page, other.task_type, screen.placeholder);
            await expect(rows(page).first().getByRole('button', { name: 'Edit' })).toBeVisible();
        });

        test('add validates, edit is prefilled, delete asks with the spec text', async ({ signedIn: page }) => {
            await page.goto(screen.route);
            await page.getByRole('button', { name: screen.add, exact: true }).click();
            const add = page.getByRole('dialog', { name: screen.addTitle });
            await add.getByRole('button', { name: 'Save' }).click();
            await expect(add.getByText('Please Enter Task Type', { exact: true })).toBeVisible();
            const name = uniqueName(`E2E ${screen.noun}`);
            await add.getByLabel('Task Type').fill(name);
            await add.getByLabel('Description').fill('first');
            await add.getByRole('button', { name: 'Save' }).click();
            await expect(toast(page, `${screen.noun} added successfully`)).toBeVisible();
            await expect(add).toBeHidden();

            await search(page, name, screen.placeholder);
            await expect(rows(page)).toHaveCount(1);
            await rows(page).first().getByRole('button', { name: 'Edit' }).click();
            const edit = page.getByRole('dialog', { name: screen.editTitle });
            await expect(edit.getByLabel('Task Type')).toHaveValue(name);
            await expect(edit.getByLabel('Description')).toHaveValue('first');
            await edit.getByLabel('Description').fill('second');
            await edit.getByRole('button', { name: 'Update' }).click();
            await expect(toast(page, `${screen.noun} updated successfully`)).toBeVisible();
            await expect(rows(page).first().locator('td:not(.MuiTableCell-paddingCheckbox)').nth(1)).toHaveText(
                'second',
            );

            await deleteFirstRow(page, screen.confirm, `${screen.noun} deleted successfully`);
            await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
        });
    });
}
