import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { uniqueEmail } from './support/people';
import { confirmDialog, expectConfirmText, rows, search, toast, uniqueName } from './support/screens';

const bulkBar = (page: Page) => page.locator('[data-test="bulk-actions-toolbar"]');

test.describe('Bulk actions', () => {
    test('notes: select one or the page, set the status, then delete them with one confirmation', async ({
        signedIn: page,
        api,
    }) => {
        await api.login();
        const prefix = uniqueName('bulk note');
        for (const n of [1, 2, 3])
            expect((await api.post('/notes/add', { note: `${prefix} ${n}` })).success).toBe(true);
        await page.goto('/note');
        await search(page, prefix, 'Find');
        await expect(rows(page)).toHaveCount(3);

        await rows(page).first().getByRole('checkbox', { name: 'Select this row' }).check();
        await expect(bulkBar(page)).toContainText('1 item selected');
        await page.getByRole('checkbox', { name: 'Select all' }).check();
        await expect(bulkBar(page)).toContainText('3 items selected');

        await bulkBar(page).getByRole('button', { name: 'Set Inactive' }).click();
        await expectConfirmText(page, 'Set 3 notes to Inactive?');
        const calls: string[] = [];
        page.on('request', r => {
            if (r.url().includes('/update-note-status/')) calls.push(r.url());
        });
        await confirmDialog(page).getByRole('button', { name: 'Change' }).click();
        await expect(toast(page, '3 updated')).toBeVisible();
        await expect(rows(page).getByRole('switch', { checked: false })).toHaveCount(3);
        expect(calls).toHaveLength(3);
        await expect(page.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
        await expect(bulkBar(page).getByRole('button', { name: 'Delete' })).toBeHidden();

        await page.getByRole('checkbox', { name: 'Select all' }).check();
        await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
        await expectConfirmText(page, 'Delete 3 notes?');
        await expect(confirmDialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
        await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
        await expect(toast(page, '3 deleted')).toBeVisible();
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
        const left = await api.get<{ note: string }[]>('/notes/alldetails');
        expect(left.data.filter(n => n.note.startsWith(prefix))).toHaveLength(0);

        // Protected rows (the product's own tags) cannot be picked; a list without delete or status has no checkboxes.
        await page.goto('/tag');
        const tags = await api.post<{ tag: string; task_id?: number }[]>('/tags', { userId: '', search: '' });
        const kept = tags.data.find(t => Number(t.task_id) === 1)!;
        await search(page, kept.tag);
        const keptRow = rows(page).filter({ hasText: kept.tag }).first();
        await expect(keptRow.getByRole('checkbox')).toBeDisabled();
        await page.goto('/general/subscription-history');
        await expect(rows(page).first()).toBeVisible();
        await expect(page.getByRole('checkbox')).toHaveCount(0);
    });

    test('rows are picked with the keyboard too, and Shift+click picks a range', async ({ session: page }) => {
        await page.goto('/event');
        await expect(rows(page)).toHaveCount(10);
        const boxes = rows(page).getByRole('checkbox', { name: 'Select this row' });
        await boxes.nth(0).focus();
        await page.keyboard.press('Space');
        await expect(boxes.nth(0)).toBeChecked();
        await expect(bulkBar(page)).toContainText('1 item selected');
        await page.keyboard.press('Space');
        await expect(boxes.nth(0)).not.toBeChecked();
        await boxes.nth(1).click();
        await boxes.nth(4).click({ modifiers: ['Shift'] });
        await expect(bulkBar(page)).toContainText('4 items selected');
        for (const n of [1, 2, 3, 4]) await expect(boxes.nth(n)).toBeChecked();
        await expect(boxes.nth(5)).not.toBeChecked();
    });

    test('coaches: a partial failure names the refusal and keeps the refused row selected', async ({
        signedIn: page,
        api,
    }) => {
        await api.login();
        const domain = `${Date.now().toString(36)}.bulk.example.com`;
        const ids: string[] = [];
        for (const n of [1, 2, 3]) {
            const added = await api.post<{ _id: string }>('/add-coach', {
                first_name: `Bulk${n}`,
                last_name: 'Coach',
                birth_date: '1980-01-01',
                email: uniqueEmail(`bulk${n}`, domain),
                phone_number: `6141299900${n}`,
                address: '3 Test St',
                timezone: 'Australia/Perth',
                are_you: 'teacher_tutor',
                signing_up: 'independently',
            });
            expect(added.success, added.message).toBe(true);
            ids.push(added.data._id);
        }
        const student = await api.post('/add-student', {
            first_name: 'Kept',
            last_name: 'ByBulk',
            email: uniqueEmail('bulk.kept', 'student.example.com'),
            birth_date: '2010-01-01',
            timezone: 'Australia/Perth',
            address: '4 Test St',
            phone_number: '61412999777',
            are_you: 'School student',
            working_with: 'BIG PICTURE COACH',
            signing_up: 'independently',
            coach_id: ids[1],
        });
        expect(student.success, student.message).toBe(true);

        await page.goto('/user');
        await search(page, domain);
        await expect(rows(page)).toHaveCount(3);
        await page.getByRole('checkbox', { name: 'Select all' }).check();
        await expect(bulkBar(page)).toContainText('3 items selected');
        await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
        await expectConfirmText(page, 'Delete 3 coaches?');
        await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
        await expect(
            toast(page, '2 deleted; 1 refused: This coach still has 1 student(s): choose another coach for them first'),
        ).toBeVisible();
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first()).toContainText('Bulk2');
        await expect(rows(page).first().getByRole('checkbox', { name: 'Select this row' })).toBeChecked();
        await expect(bulkBar(page)).toContainText('1 item selected');
    });

    test('students: past the page, "Select all 12" picks every row, and the actions go through all of them', async ({
        signedIn: page,
        api,
    }) => {
        test.slow();
        await api.login();
        const domain = `${Date.now().toString(36)}.all.example.com`;
        for (let n = 1; n <= 12; n++) {
            const added = await api.post('/add-student', {
                first_name: `All${n}`,
                last_name: 'Picked',
                email: uniqueEmail(`all${n}`, domain),
                birth_date: '2010-01-01',
                timezone: 'Australia/Perth',
                address: '4 Test St',
                phone_number: '61412999777',
                are_you: 'School student',
                working_with: 'independently',
                signing_up: 'independently',
            });
            expect(added.success, added.message).toBe(true);
        }
        const stored = async () =>
            (
                await api.post<{ docs: { user_status: boolean }[] }>('/getAllStudents', {
                    page: 1,
                    limit: 100,
                    search: domain,
                    sortBy: null,
                    sortOrder: 'desc',
                })
            ).data.docs;

        await page.goto('/students');
        await search(page, domain);
        await expect(page.getByText('1-10 of 12')).toBeVisible();
        await page.getByRole('checkbox', { name: 'Select all' }).check();
        await expect(bulkBar(page)).toContainText('10 items selected');
        await expect(bulkBar(page).getByRole('button', { name: 'Select all 12' })).toBeVisible();
        await bulkBar(page).getByRole('button', { name: 'Select all 12' }).click();
        await expect(bulkBar(page)).toContainText('12 items selected');
        await expect(bulkBar(page).getByRole('button', { name: 'Select all 12' })).toBeHidden();

        await bulkBar(page).getByRole('button', { name: 'Set Inactive' }).click();
        await expectConfirmText(page, 'Set 12 students to Inactive?');
        await confirmDialog(page).getByRole('button', { name: 'Change' }).click();
        await expect(toast(page, '12 updated')).toBeVisible();
        expect((await stored()).map(s => s.user_status)).toEqual(new Array(12).fill(false));

        await page.getByRole('checkbox', { name: 'Select all' }).check();
        await bulkBar(page).getByRole('button', { name: 'Select all 12' }).click();
        await expect(bulkBar(page)).toContainText('12 items selected');
        await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
        await expectConfirmText(page, 'Delete 12 students?');
        await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
        await expect(toast(page, '12 deleted')).toBeVisible();
        await expect(page.getByText('No matches found', { exact: true })).toBeVisible();
        expect(await stored()).toHaveLength(0);
    });
});
