import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectFitsViewport, onPhone } from './support/viewportFit';

const users = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
const log = (page: Page) => page.getByRole('log');
const messages = (page: Page) => log(page).getByTestId('chat-message');
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** The conversation shows its newest message: scrolled to the bottom. */
async function expectScrolledToNewest(page: Page) {
    await expect
        .poll(() =>
            log(page).evaluate(
                el => el.scrollHeight > el.clientHeight && el.scrollTop + el.clientHeight >= el.scrollHeight - 2,
            ),
        )
        .toBe(true);
}

test.beforeEach(async ({ session: page }) => {
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
});

test('lists the users with their new-message counts; opening one reads them', async ({ session: page }) => {
    const marcus = users(page).getByRole('button', { name: /Marcus Chen/ });
    await expect(marcus.getByTestId('chat-unread')).toHaveText('3');
    await expect(marcus).toHaveAccessibleName(/3 new messages$/);
    await expect(
        users(page)
            .getByRole('button', { name: /Amelia Scott/ })
            .getByTestId('chat-unread'),
    ).toHaveText('5');
    await expect(users(page).getByRole('button', { name: /Priya Nair/ })).toHaveAccessibleName(/1 new message$/);

    await marcus.click();
    await expect(marcus).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: 'Marcus Chen', level: 2 })).toBeVisible();
    await expect(log(page)).toHaveAccessibleName('Conversation with Marcus Chen');
    await expect(messages(page)).toHaveCount(3);
    await expect(marcus.getByTestId('chat-unread')).toHaveCount(0);
    await expect(marcus).not.toHaveAccessibleName(/new message/);
});

test('opens on the newest message and sends on Enter, keeping it in view', async ({ session: page }) => {
    await expect(messages(page)).toHaveCount(12);
    await expectScrolledToNewest(page);

    await composer(page).fill('See you on Thursday');
    await composer(page).press('Enter');
    await expect(messages(page)).toHaveCount(13);
    await expect(messages(page).last()).toHaveText('See you on Thursday');
    await expect(composer(page)).toHaveValue('');
    await expectScrolledToNewest(page);
    // The last message also shows under the user's name in the list.
    await expect(users(page).getByRole('button', { name: /Lisa Brooks/ })).toContainText('See you on Thursday');
});

test('sends with the Send button too', async ({ session: page }) => {
    await users(page)
        .getByRole('button', { name: /Tom Walsh/ })
        .click();
    await expect(messages(page)).toHaveCount(2);
    await composer(page).fill('  Friday it is  ');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(messages(page)).toHaveCount(3);
    await expect(messages(page).last()).toHaveText('Friday it is');
});

test('ignores a blank message, by Enter or by click', async ({ session: page }) => {
    await expect(messages(page)).toHaveCount(12);
    await composer(page).fill('    ');
    await composer(page).press('Enter');
    await page.getByRole('button', { name: 'Send' }).click();
    // A real message afterwards is the only one added: the blank ones went nowhere.
    await composer(page).fill('Only this');
    await composer(page).press('Enter');
    await expect(messages(page)).toHaveCount(13);
    await expect(messages(page).nth(11)).toHaveText('They are in the exam planner now.');
});

test('can be used from the keyboard alone', async ({ session: page }) => {
    const priya = users(page).getByRole('button', { name: /Priya Nair/ });
    await priya.focus();
    await page.keyboard.press('Enter');
    await expect(priya).toHaveAttribute('aria-current', 'true');
    await composer(page).focus();
    await page.keyboard.type('Well done!');
    await page.keyboard.press('Enter');
    await expect(messages(page).last()).toHaveText('Well done!');
});

test('keeps the conversation for the session when leaving and coming back', async ({ session: page }) => {
    await composer(page).fill('Still here?');
    await composer(page).press('Enter');
    await page.getByRole('menuitem', { name: 'Contacts' }).click();
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Messages' }).click();
    await expect(messages(page).last()).toHaveText('Still here?');
});

test('fits a 375px wide screen', async ({ session: page }) => {
    await onPhone(page, 375);
    await expect(composer(page)).toBeVisible();
    await expectFitsViewport(page);
});

test('the user list has no sideways scrollbar (issue 24 row 24)', async ({ session: page }) => {
    await expect(users(page).getByRole('button', { name: /Marcus Chen/ })).toBeVisible();
    // The box that scrolls the list: it scrolls up and down only.
    await expect
        .poll(() => users(page).evaluate(list => list.parentElement!.scrollWidth - list.parentElement!.clientWidth))
        .toBeLessThanOrEqual(0);
});
