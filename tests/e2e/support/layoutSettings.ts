import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The layout settings drawer, opened from the top bar. */
export const openDrawer = async (page: Page) => {
    await page.getByRole('banner').getByRole('button', { name: 'Layout settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Layout settings' });
    await expect(drawer).toBeVisible();
    return drawer;
};

/** Presses a choice inside one of the drawer's named groups (several groups share names such as "Dark"). */
export const pick = async (drawer: Locator, group: string, name: string) => {
    const button = drawer.getByRole('group', { name: group, exact: true }).getByRole('button', { name, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
};

export const closeDrawer = async (page: Page) => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Layout settings' })).toBeHidden();
};

export const css = (locator: Locator, property: string) =>
    locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

export const sidebarPanel = (page: Page) => page.locator('.RaSidebar-fixed');
export const topBar = (page: Page) => page.locator('header.MuiAppBar-root');
