import { expect, test } from './support/fixtures';
import { personDialog, pickBirthDate, textbox, typePhone, uniqueEmail } from './support/people';
import { choose, rows, search } from './support/screens';

/** What a new user tripped over (issue 24): folders, files, long words, paging. */

interface Stored {
    _id: string;
    title: string;
    isPrivate?: boolean;
    resource_type?: string;
}

test.describe('First steps (issue 24)', () => {
    test('folder screens name their audience and sit under their library; an unknown folder is not found; a refused file says why; a private resource is "Me Only"', async ({
        signedIn: page,
        api,
    }) => {
        test.slow();
        await api.login();
        const stored = (await api.get('/_db/resources')) as unknown as Stored[];
        const hidden = stored.find(r => r.resource_type === 'coach' && r.isPrivate === true)!;

        // Row 19: the coach and student libraries say "Me Only" for a private resource, as TBP does.
        await page.goto('/coach-resource-center');
        await search(page, hidden.title);
        await expect(rows(page).first()).toContainText(hidden.title);
        await expect(rows(page).first()).toContainText('Me Only');

        // Row 4: a refused file says why: its type, or its size with the limit.
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Resource' });
        const input = dialog.locator('input[type="file"]');
        await input.setInputFiles({
            name: 'setup.exe',
            mimeType: 'application/x-msdownload',
            buffer: Buffer.from('MZ'),
        });
        await expect(
            dialog.getByText('setup.exe: Please choose a PDF, Word, PowerPoint, Excel, text, picture, MP3 or MP4 file'),
        ).toBeVisible();
        const big = Buffer.alloc(11 * 1024 * 1024, 32);
        big.write('%PDF-1.4\n');
        await input.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: big });
        await expect(dialog.getByText('big.pdf: The file is too large (at most 10 MB)')).toBeVisible();
        await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
        await expect(dialog.getByText('notes.txt', { exact: true })).toBeVisible();
        await expect(dialog.getByText(/The file is too large|Please choose a PDF/)).toHaveCount(0);

        // Row 17: each folder screen names its audience; the menu marks the library it belongs to.
        const sidebar = page.getByLabel('Main menu');
        for (const [route, heading, library] of [
            ['/category', 'Admin Folders for Coaches', 'Coach Resources'],
            ['/student-category', 'Admin Folders for Students', 'Student Resources'],
            ['/tbp-category', 'Admin Folders for TBP Resources', 'TBP Resources'],
        ]) {
            await page.goto(route);
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
            await expect(sidebar.getByRole('menuitem', { name: library })).toHaveAttribute('aria-current', 'page');
        }
        await page.goto('/exam-planner');
        await expect(sidebar.getByRole('menuitem', { name: 'Task types' })).toHaveAttribute('aria-current', 'page');

        // Row 18: an unknown folder id says so, with nothing to add to.
        await page.goto('/sub-category-tbp/ffffffffffffffffffffffff');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Folder not found');
        await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
        await expect(sidebar.getByRole('menuitem', { name: 'TBP Resources' })).toHaveAttribute('aria-current', 'page');
    });

    test('Back after paging returns to page 1; a 255-letter word wraps and leaves the Action column in reach', async ({
        signedIn: page,
        api,
    }) => {
        test.slow();
        // Row 8.
        await page.goto('/students');
        // The console's own list (with its pager), not the rows painted at boot.
        await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
        const first = (await rows(page).first().textContent()) ?? '';
        await page
            .getByRole('navigation', { name: 'Pagination' })
            .getByRole('button', { name: 'Page 2', exact: true })
            .click();
        await expect(page).toHaveURL(/page=2/);
        await expect(rows(page).first()).not.toHaveText(first);
        await page.goBack();
        await expect(page).toHaveURL(/\/students$/);
        await expect(rows(page).first()).toHaveText(first);
        await page.waitForTimeout(300);
        await expect(page).not.toHaveURL(/page=2/);

        // Row 5.
        await api.login();
        const stamp = `Long${Date.now().toString(36)}`;
        const word = stamp + 'x'.repeat(255 - stamp.length);
        const added = await api.post('/task_type/add', { id: '', task_type: word, description: word });
        expect(added.success).toBe(true);
        await page.goto('/tasktype');
        await search(page, stamp);
        const row = rows(page).filter({ hasText: stamp });
        await expect(row).toHaveCount(1);
        await expect(row.getByRole('button', { name: 'Edit' })).toBeInViewport();
        const region = page.getByRole('region', { name: 'Task Types' });
        expect(await region.evaluate(el => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
        expect((await row.boundingBox())!.height).toBeLessThan(200);
    });

    test('with the API down: a failed Add Student is offered back', async ({ signedIn: page }) => {
        test.slow();
        // Row 7.
        await page.goto('/students');
        await page.getByRole('button', { name: 'Add Student' }).click();
        const dialog = personDialog(page, 'Add Student');
        await textbox(dialog, 'First Name').fill('Resto');
        await textbox(dialog, 'Last Name').fill('Red');
        await textbox(dialog, 'Email').fill(uniqueEmail('e2e.restore', 'student.example.com'));
        await pickBirthDate(page, dialog, 2010, 'March', 4);
        await textbox(dialog, 'Address').fill('7 Test St');
        await typePhone(dialog, 'Phone Number', '412555888');
        await choose(page, dialog, 'Are You?', 'School student');
        await choose(page, dialog, 'Working With?', 'BIG PICTURE COACH');
        await choose(page, dialog, 'Signing Up?', 'independently');
        const coach = dialog.getByRole('combobox', { name: 'Coach', exact: true });
        await coach.click();
        await coach.press('ArrowDown');
        await page.getByRole('option').first().click();

        // The save cannot reach the API: the modal closes (as the spec says), and the entry is offered back.
        await page.route(/\/add-student$/, route => route.abort('connectionrefused'));
        await dialog.getByRole('button', { name: 'SAVE' }).click();
        await expect(dialog).toBeHidden();
        const offer = page.getByRole('status').filter({ hasText: 'Restore the student you were adding?' });
        await expect(offer).toBeVisible();
        await offer.getByRole('button', { name: 'Restore' }).click();
        const again = personDialog(page, 'Add Student');
        await expect(textbox(again, 'First Name')).toHaveValue('Resto');
        await expect(textbox(again, 'Address')).toHaveValue('7 Test St');
        await expect(offer).toHaveCount(0);
    });

    test('a picker that could not load says so, with Retry, which loads it', async ({ signedIn: page }) => {
        // Row 7: the coach picker of Add Student while its list cannot be read.
        let refused = 0;
        await page.route(/\/get\/allcoach/, route => {
            refused += 1;
            return route.abort('connectionrefused');
        });
        await page.goto('/students');
        await page.getByRole('button', { name: 'Add Student' }).click();
        const dialog = personDialog(page, 'Add Student');
        const coach = dialog.getByRole('combobox', { name: 'Coach', exact: true });
        await expect(coach).toBeVisible();
        await expect(dialog.getByText('The choices could not be loaded.')).toBeVisible({ timeout: 20_000 });
        expect(refused).toBeGreaterThan(0);
        await page.unroute(/\/get\/allcoach/);
        await dialog.getByRole('button', { name: 'Retry' }).click();
        await expect(dialog.getByText('The choices could not be loaded.')).toHaveCount(0);
        await coach.click();
        await expect(page.getByRole('option').first()).toBeVisible();
    });
});
