import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.1 A/AA violations axe can find automatically (a manual keyboard pass is still needed). */
export const violations = async (page: Page) => {
    // Contrast is measured on what is painted: end every running transition (a button turning enabled, a dialog
    // fading in) at its final colours, so axe never reads a colour halfway. Endless ones (spinners) cannot end.
    await page.evaluate(() =>
        document.getAnimations().forEach(animation => {
            try {
                animation.finish();
            } catch {
                // an endless animation
            }
        }),
    );
    // Violations only: axe skips gathering what passes, which halves its time on a big page. Options before the
    // tags: options() replaces the whole set, the tags included.
    const result = await new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
    return result.violations.map(
        v => `${v.id}: ${v.nodes.map(n => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`,
    );
};

/** Contrast is measured on what is painted: let a dialog finish fading in. */
export const settle = async (page: Page) => {
    await expect(page.getByRole('dialog')).toBeVisible();
    // A form whose code was still on its way showed a "Loading" dialog first: the form itself, faded in.
    await expect(page.getByRole('dialog', { name: 'Loading' })).toHaveCount(0);
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await expect(page.locator('.MuiBackdrop-root').first()).toHaveCSS('opacity', '1');
};

/** Picks a preset in the layout settings drawer (kept in memory: screens are then reached by the menu). */
export const choosePreset = async (page: Page, preset: string) => {
    await page.getByRole('banner').getByRole('button', { name: 'Layout settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Layout settings' });
    const button = drawer
        .getByRole('group', { name: 'Theme presets' })
        .getByRole('button', { name: preset, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    return drawer;
};
