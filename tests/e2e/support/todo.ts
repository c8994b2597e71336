import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const lists = (page: Page) => page.getByRole('navigation', { name: 'Lists' });
export const listButton = (page: Page, name: string) =>
    lists(page).getByRole('button', { name: new RegExp(`^${name}`) });
export const count = (page: Page, view: string | number) => page.getByTestId(`todo-count-${view}`);
export const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
export const tasks = (page: Page) => page.getByTestId('todo-task');
export const task = (page: Page, title: string) => tasks(page).filter({ hasText: title });
export const newTask = (page: Page) => page.getByRole('textbox', { name: 'New Task' });
export const listMenu = async (page: Page, item: string) => {
    await page.getByRole('button', { name: 'List options' }).click();
    await page.getByRole('menuitem', { name: item }).click();
};
export const dialog = (page: Page) => page.getByRole('dialog');
export const openTask = async (page: Page, title: string) => {
    await task(page, title)
        .getByRole('button', { name: new RegExp(`^${title}`) })
        .click();
    await expect(dialog(page).getByRole('textbox', { name: 'Title' })).toHaveValue(title);
};

/** The to-do demo, opened on its first list. */
export const openTodo = async (page: Page) => {
    await page.goto('/todo');
    await expect(heading(page)).toHaveText('My day');
};
