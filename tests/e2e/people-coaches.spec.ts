import { API_URL, expect, test } from './support/fixtures';
import {
    personDialog,
    pickBirthDate,
    type Coach,
    enabledCoach,
    rowOf,
    textbox,
    typePhone,
    uniqueEmail,
} from './support/people';
import {
    choose,
    confirmDialog,
    expectConfirmText,
    expectFirstColumnSorted,
    rows,
    search,
    toast,
} from './support/screens';

test.describe('Coach (/user)', () => {
    test('lists ten coaches a page from POST /getAdmin, phones with +, searched, sorted and paged on the server', async ({
        signedIn: page,
    }) => {
        const first = page.waitForRequest(r => r.url().endsWith('/getAdmin') && r.method() === 'POST');
        await page.goto('/user');
        expect((await first).postDataJSON()).toEqual({
            page: 1,
            limit: 10,
            search: '',
            sortBy: null,
            sortOrder: 'desc',
        });
        await expect(page.getByRole('heading', { name: 'Coach' })).toBeVisible();
        await expect(page.locator('table thead th:not(.MuiTableCell-paddingCheckbox)')).toHaveText([
            'Name',
            'email',
            'phone number',
            'Status',
            'Action',
            'Created date',
        ]);
        await expect(rows(page)).toHaveCount(10);
        for (const phone of await page.locator('table tbody td:nth-child(4)').allTextContents()) {
            expect(phone).toMatch(/^\+61 (4\d\d \d{3} \d{3}|\d \d{4} \d{4})$/);
        }
        await expect(rows(page).first().getByRole('button')).toHaveText(['', '', '', '', '']);
        for (const name of ['Change Password', 'Log in as', 'Profile', 'Edit', 'Delete']) {
            await expect(rows(page).first().getByRole('button', { name })).toHaveCount(1);
        }

        await page.getByRole('button', { name: 'Name' }).click();
        // Sorted by first name (the API's sortBy first_name); last names are not ordered within one first name.
        await expectFirstColumnSorted(page, (a, b) =>
            a.split(' ')[0].toLowerCase().localeCompare(b.split(' ')[0].toLowerCase()),
        );
        await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
        await expect(page).toHaveURL(/page=2/);
        await expect(rows(page)).toHaveCount(10);

        const email = (await rows(page).first().locator('td:nth-child(3)').textContent()) ?? '';
        await search(page, email);
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first().locator('td:nth-child(3)')).toHaveText(email);
    });

    test('Add Coach shows every message, then saves; the edit opens on GET /viewAdmin/{id} and saves with UPDATE', async ({
        signedIn: page,
    }) => {
        test.setTimeout(90_000);
        await page.goto('/user');
        await page.getByRole('button', { name: 'Add Coach' }).click();
        const dialog = personDialog(page, 'Add Coach');
        await expect(dialog.getByRole('combobox', { name: 'Timezone' })).toHaveValue('Australia/Sydney');
        await dialog.getByRole('button', { name: 'SAVE' }).click();
        for (const message of [
            'Please enter first name',
            'Please enter last name',
            'Please enter birth date',
            'Please enter your email',
            'Please enter phone number',
            'Please enter address',
        ]) {
            await expect(dialog.getByText(message, { exact: true })).toBeVisible();
        }
        await expect(dialog.getByText('required field', { exact: true })).toHaveCount(2);

        const email = uniqueEmail('e2e.coach', 'coach.example.com');
        await textbox(dialog, 'First Name').fill('Eve');
        await textbox(dialog, 'Last Name').fill('Tester');
        await pickBirthDate(page, dialog, 1990, 'May', 4);
        await textbox(dialog, 'Email').fill('not-an-email');
        await textbox(dialog, 'Address').click();
        await expect(dialog.getByText('Invalid email format', { exact: true })).toBeVisible();
        await textbox(dialog, 'Email').fill(email);
        await typePhone(dialog, 'Phone', '4123');
        await textbox(dialog, 'Address').click();
        await expect(dialog.getByText('Please enter a valid mobile number', { exact: true })).toBeVisible();
        await typePhone(dialog, 'Phone', '45678');
        await textbox(dialog, 'Address').fill('1 Test St, Sydney NSW 2000');
        await choose(page, dialog, 'Are You?', 'Teacher / tutor');
        await choose(page, dialog, 'Signing Up?', 'through your school');
        const added = page.waitForRequest(r => r.url().endsWith('/add-coach'));
        await dialog.getByRole('button', { name: 'SAVE' }).click();
        expect((await added).postDataJSON()).toEqual({
            first_name: 'Eve',
            last_name: 'Tester',
            birth_date: '1990-05-04',
            email,
            phone_number: '61412345678',
            address: '1 Test St, Sydney NSW 2000',
            timezone: 'Australia/Sydney',
            are_you: 'teacher_tutor',
            signing_up: 'through your school',
        });
        await expect(toast(page, 'Coach added successfully')).toBeVisible();
        await expect(dialog).toBeHidden();

        await search(page, email);
        const row = rowOf(page, email);
        await expect(row.getByRole('cell', { name: 'Eve Tester' })).toBeVisible();
        await expect(row.getByRole('cell', { name: '+61 412 345 678' })).toBeVisible();

        const viewed = page.waitForRequest(r => /\/viewAdmin\/\w+$/.test(r.url()) && r.method() === 'GET');
        await row.getByRole('button', { name: 'Edit' }).click();
        await viewed;
        const edit = personDialog(page, 'Edit Coach');
        await expect(textbox(edit, 'Last Name')).toHaveValue('Tester');
        await textbox(edit, 'Last Name').fill('Edited');
        const saved = page.waitForRequest(r => /\/editAdmin\/\w+$/.test(r.url()));
        await edit.getByRole('button', { name: 'UPDATE' }).click();
        expect((await saved).postDataJSON()).toMatchObject({ last_name: 'Edited', email });
        await expect(toast(page, 'Coach updated successfully')).toBeVisible();
        await expect(row.getByRole('cell', { name: 'Eve Edited' })).toBeVisible();

        // A second coach with the same e-mail is refused and the modal keeps what was typed.
        await page.getByRole('button', { name: 'Add Coach' }).click();
        const again = personDialog(page, 'Add Coach');
        await textbox(again, 'First Name').fill('Dup');
        await textbox(again, 'Last Name').fill('Licate');
        await pickBirthDate(page, again, 1985, 'January', 2);
        await textbox(again, 'Email').fill(email);
        await typePhone(again, 'Phone', '412000111');
        await textbox(again, 'Address').fill('2 Test St');
        await choose(page, again, 'Are You?', 'Teacher / tutor');
        await choose(page, again, 'Signing Up?', 'independently');
        await again.getByRole('button', { name: 'SAVE' }).click();
        // It replaces the update's toast at once; the open modal hides the toast's portal from the
        // accessibility tree (MUI's aria-hidden on the page behind a modal), so found by text.
        await expect(page.getByText('This email is already in use', { exact: true })).toBeVisible({ timeout: 15_000 });
        await expect(textbox(again, 'First Name')).toHaveValue('Dup');
    });

    test("status and delete ask first, with the spec's words", async ({ signedIn: page, api }) => {
        await api.login();
        const email = uniqueEmail('e2e.status', 'coach.example.com');
        const added = await api.post<{ _id: string }>('/add-coach', {
            first_name: 'Stat',
            last_name: 'Us',
            birth_date: '1980-01-01',
            email,
            phone_number: '61412999888',
            address: '3 Test St',
            timezone: 'Australia/Perth',
            are_you: 'teacher_tutor',
            signing_up: 'independently',
        });
        expect(added.success, added.message).toBe(true);
        await page.goto('/user');
        await search(page, email);
        const row = rowOf(page, email);
        await row.getByRole('switch').click();
        await expectConfirmText(page, 'Are you sure to change status ?');
        await confirmDialog(page).getByRole('button', { name: 'Change' }).click();
        await expect(toast(page, 'Status updated successfully')).toBeVisible();
        await expect(row.getByRole('switch')).not.toBeChecked();
        await expect(row.getByRole('button', { name: 'Log in as' })).toBeDisabled();

        // A coach a student still chooses stays, and the toast says why.
        const student = await api.post<{ _id: string }>('/add-student', {
            first_name: 'Kept',
            last_name: 'ByCoach',
            email: uniqueEmail('e2e.kept', 'student.example.com'),
            birth_date: '2010-01-01',
            timezone: 'Australia/Perth',
            address: '4 Test St',
            phone_number: '61412999777',
            are_you: 'School student',
            working_with: 'BIG PICTURE COACH',
            signing_up: 'independently',
            coach_id: added.data._id,
        });
        expect(student.success, student.message).toBe(true);
        await row.getByRole('button', { name: 'Delete' }).click();
        await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
        await expect(
            toast(page, 'This coach still has 1 student(s): choose another coach for them first'),
        ).toBeVisible();
        await expect(rows(page)).toHaveCount(1);
        await expect(row.getByRole('button', { name: 'Delete' })).toBeEnabled();
        expect(
            (await api.post(`/edit-student/${student.data._id}`, { working_with: 'independently', coach_id: '' }))
                .success,
        ).toBe(true);

        await row.getByRole('button', { name: 'Delete' }).click();
        await expectConfirmText(page, 'Are you sure you want delete this user ?');
        await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
        await expect(toast(page, 'Coach deleted successfully')).toBeVisible();
        await expect(rows(page)).toHaveCount(0);
        await expect(page.getByText('No matches found')).toBeVisible();
    });

    test('Change Password: the coach then signs in with it through the API', async ({
        signedIn: page,
        api,
        request,
    }) => {
        const coach = await enabledCoach(api);
        await page.goto('/user');
        await search(page, coach.email);
        await rowOf(page, coach.email).getByRole('button', { name: 'Change Password' }).click();
        const dialog = page.getByRole('dialog', { name: `Change Password: ${coach.first_name} ${coach.last_name}` });
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByText('Please Enter New Password', { exact: true })).toBeVisible();
        await expect(dialog.getByText('Please Enter Confirm New Password', { exact: true })).toBeVisible();
        const newPassword = dialog.getByLabel('New Password', { exact: true });
        await newPassword.fill('Coach@2026');
        await expect(newPassword).toHaveAttribute('type', 'password');
        await dialog
            .getByRole('button', { name: /show password/i })
            .first()
            .click();
        await expect(newPassword).toHaveAttribute('type', 'text');
        await dialog.getByLabel('Confirm New Password', { exact: true }).fill('Coach@2027');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByText('Passwords must match', { exact: true })).toBeVisible();
        await dialog.getByLabel('Confirm New Password', { exact: true }).fill('Coach@2026');
        const sent = page.waitForRequest(r => r.url().endsWith(`/user/changepassword/${coach._id}`));
        await dialog.getByRole('button', { name: 'Save' }).click();
        expect((await sent).postDataJSON()).toEqual({ new_password: 'Coach@2026', confirm_new_password: 'Coach@2026' });
        await expect(toast(page, 'Password changed successfully')).toBeVisible();
        await expect(dialog).toBeHidden();

        const signIn = await request.post(`${API_URL}/api/v1/coachlogin`, {
            data: { email: coach.email, password: 'Coach@2026' },
        });
        const answer = (await signIn.json()) as { success: boolean; data: { user: { _id: string } } };
        expect(answer.success).toBe(true);
        expect(answer.data.user._id).toBe(coach._id);
    });
});

test.describe('Coach profile (/edit-profile/{id})', () => {
    test('reads GET /viewAdmin/{id}, saves POST /editAdmin/{id} and returns to /user', async ({
        signedIn: page,
        api,
    }) => {
        await api.login();
        const coaches = await api.post<{ docs: Array<Coach & { are_you: string }> }>('/getAdmin', {
            page: 1,
            limit: 10,
            search: '',
            sortBy: null,
            sortOrder: 'desc',
        });
        const coach = coaches.data.docs[2];
        await page.goto('/user');
        await search(page, coach.email);
        const viewed = page.waitForRequest(r => r.url().endsWith(`/viewAdmin/${coach._id}`));
        await rowOf(page, coach.email).getByRole('button', { name: 'Profile' }).click();
        await viewed;
        await expect(page).toHaveURL(new RegExp(`/edit-profile/${coach._id}$`));
        await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
        await expect(textbox(page, 'Email')).toHaveValue(coach.email);
        await textbox(page, 'school/University').fill('Profile School');
        await textbox(page, 'Last Name').fill('');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Please Enter last name', { exact: true })).toBeVisible();
        await textbox(page, 'Last Name').fill(coach.last_name);
        const saved = page.waitForRequest(r => r.url().endsWith(`/editAdmin/${coach._id}`));
        await page.getByRole('button', { name: 'Save' }).click();
        expect((await saved).postDataJSON()).toMatchObject({
            school: 'Profile School',
            email: coach.email,
            are_you: coach.are_you,
        });
        await expect(toast(page, 'Coach updated successfully')).toBeVisible();
        await expect(page).toHaveURL(/\/user(\?|$)/);
    });
});
