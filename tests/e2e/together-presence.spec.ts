import type { Page } from '@playwright/test';
import { PRESENCE_TTL_MS } from '../../src/shared/presence';
import { expect, test } from './support/fixtures';
import { rows, search, uniqueName } from './support/screens';
import { addEvent, openEvent, secondSession } from './support/together';

test.describe('Presence', () => {
    test('two sessions on one record see each other by name while it is open, and not after', async ({
        signedIn: page,
        browser,
        api,
    }) => {
        test.slow();
        await api.login();
        const { id, name } = await addEvent(api, 'e2e presence');
        const second = await secondSession(browser);
        // On the list first: the row gets a small mark while the other has the record open.
        await page.goto('/event');
        await search(page, name);
        const row = rows(page).filter({ hasText: name });
        await expect(row).toHaveCount(1);
        const theirs = await openEvent(second, id, name);
        await expect(row.getByRole('img', { name: 'Also open by Super Admin' })).toBeVisible({ timeout: 2000 });
        await row.getByRole('button', { name: 'Edit' }).click();
        const mine = page.getByRole('dialog', { name: 'Edit Event' });
        await expect(mine.getByLabel('Event Name')).toHaveValue(name);
        // Within 2 s of the other opening it, each names the other.
        await expect(mine.getByRole('status').filter({ hasText: 'Also open by Super Admin' })).toBeVisible({
            timeout: 2000,
        });
        await expect(theirs.getByRole('status').filter({ hasText: 'Also open by Super Admin' })).toBeVisible({
            timeout: 2000,
        });
        // The other closes the modal: gone within 10 s (at once, since the close is said).
        await theirs.getByRole('button', { name: 'Cancel' }).click();
        await expect(theirs).toBeHidden();
        await expect(mine.getByRole('status').filter({ hasText: 'Also open by' })).toHaveCount(0, { timeout: 10_000 });
        // Opened again, then its tab is closed: the leave it sends as it goes takes the name away at once, well
        // before the API's expiry (PRESENCE_TTL_MS, the fallback for a tab that dies without a word) would.
        const again = await openEvent(second, id, name);
        await expect(again).toBeVisible();
        await expect(mine.getByRole('status').filter({ hasText: 'Also open by Super Admin' })).toBeVisible({
            timeout: 2000,
        });
        await second.close({ runBeforeUnload: true });
        await expect(mine.getByRole('status').filter({ hasText: 'Also open by' })).toHaveCount(0, {
            timeout: PRESENCE_TTL_MS / 2,
        });
        await second.context().close();
    });
});

test.describe('On an edit page', () => {
    test('the package edit page names who else has it open and offers back what was typed', async ({
        signedIn: page,
        browser,
        api,
    }) => {
        test.slow();
        await api.login();
        const [pkg] = (await api.get<Array<{ _id: string; name: string }>>('/subscription-package/alldetails')).data;
        const openPackage = async (on: Page) => {
            await on.goto(`/edit-subscription/${pkg._id}`);
            const name = on.getByRole('textbox', { name: 'Package Name', exact: true });
            await expect(name).toHaveValue(pkg.name);
            return name;
        };
        const here = page.getByRole('status').filter({ hasText: 'Also open by Super Admin' });
        const second = await secondSession(browser);
        await openPackage(second);
        const name = await openPackage(page);
        await expect(here).toBeVisible({ timeout: 2000 });
        // The other leaves the page (Cancel): the name goes at once.
        await second.getByRole('button', { name: 'Cancel' }).click();
        await expect(here).toHaveCount(0, { timeout: PRESENCE_TTL_MS / 2 });
        await second.context().close();

        // Typed, not saved, the tab closed: the page offers it back to the same person.
        const typed = uniqueName('draft package');
        await name.fill(typed);
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
        const context = page.context();
        await page.close();
        const again = await context.newPage();
        const reopened = await openPackage(again);
        const offer = again.getByRole('status').filter({ hasText: /^Unsaved changes from / });
        await offer.getByRole('button', { name: 'Restore' }).click();
        await expect(reopened).toHaveValue(typed);
        await expect(offer).toHaveCount(0);
    });
});
