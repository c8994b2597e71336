import { expect, test } from './support/fixtures';
import { rows, toast } from './support/screens';

test.describe('Deep-linked modals', () => {
    test('an edit modal has its URL: a reload reopens it, Back closes it and the list keeps its page and sort', async ({
        session: page,
    }) => {
        await page.goto('/event?page=2&perPage=10&sort=event_name&order=ASC');
        await expect(rows(page)).toHaveCount(10);
        const name =
            (await rows(page).nth(3).locator('td:not(.MuiTableCell-paddingCheckbox)').first().textContent()) ?? '';
        await rows(page).nth(3).getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Event' });
        await expect(dialog.getByLabel('Event Name')).toHaveValue(name);
        await expect(page).toHaveURL(/\/event\/[0-9a-f]{24}\?.*page=2/);

        await page.reload();
        await expect(page.getByRole('dialog', { name: 'Edit Event' }).getByLabel('Event Name')).toHaveValue(name);

        await page.goBack();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page).toHaveURL(/\/event\?.*page=2/);
        await expect(page).toHaveURL(/sort=event_name/);
        await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    });

    test('a pasted link opens its modal; closing returns to the list', async ({ signedIn: page, api }) => {
        await api.login();
        const coupons = await api.get<{ docs: { _id: string; couponCode: string }[] }>(
            '/discount?current_page=3&limit=10',
        );
        const coupon = coupons.data.docs[0];
        await page.goto(`/general/coupon-code/${coupon._id}/show`);
        const view = page.getByRole('dialog', { name: 'Add/View Coupon' });
        await expect(view.getByLabel('Coupon Code')).toHaveValue(coupon.couponCode);
        await view.getByRole('button', { name: 'Close' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page).toHaveURL(/\/general\/coupon-code$/);

        await page.goto('/event/create');
        await expect(page.getByRole('dialog', { name: 'Add Event' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page).toHaveURL(/\/event$/);

        await page.goto('/event/ffffffffffffffffffffffff');
        await expect(toast(page, 'Record not found')).toBeVisible();
        await expect(page).toHaveURL(/\/event$/);
    });

    test("closing a modal with unsaved edits asks first, in the console's own dialog (issue 24 row 15)", async ({
        session: page,
    }) => {
        await page.goto('/event');
        await rows(page).first().getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Event' });
        await dialog.getByLabel('Event Name').fill('A name not saved');

        // Not the browser's confirm.
        const native: string[] = [];
        page.on('dialog', prompt => {
            native.push(prompt.message());
            void prompt.dismiss();
        });
        const ask = page.getByRole('dialog', {
            name: "Some of your changes weren't saved. Are you sure you want to ignore them?",
        });
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(ask).toBeVisible();
        // The focus on the safe choice: Enter keeps the edits.
        await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(ask).toHaveCount(0);
        await expect(dialog.getByLabel('Event Name')).toHaveValue('A name not saved');
        await expect(page).toHaveURL(/\/event\/[^/]+$/);

        await page.goBack();
        await expect(ask).toBeVisible();
        await ask.getByRole('button', { name: 'Discard changes' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page).toHaveURL(/\/event$/);
        expect(native).toEqual([]);
    });
});
