import { describe, expect, it } from 'vitest';
import {
    applyPreset,
    DEFAULT_SETTINGS,
    modeOf,
    presetOf,
    setBarPosition,
    setBarVisible,
    setColour,
} from '../../src/layout/settings/settingsRules';

describe('layout settings', () => {
    it('start as RESET leaves them: gradient1, themedefault, vertical, style1, bars shown below, transparent off', () => {
        expect(DEFAULT_SETTINGS).toEqual({
            layout: 'vertical',
            colours: { topBar: 'gradient1', footer: 'gradient1', sidebar: 'gradient1', background: 'themedefault' },
            linkStyle: 'style1',
            toolbar: { position: 'below', visible: true },
            footer: { position: 'below', visible: true },
            transparent: false,
            sidebarImage: 1,
        });
        expect(presetOf(DEFAULT_SETTINGS)).toBe('default');
        expect(modeOf(DEFAULT_SETTINGS)).toBe('light');
    });

    it('choosing above while hidden shows the bar', () => {
        const hidden = setBarVisible(DEFAULT_SETTINGS, 'toolbar', false);
        expect(setBarPosition(hidden, 'toolbar', 'above').toolbar).toEqual({ position: 'above', visible: true });
        expect(setBarPosition(hidden, 'toolbar', 'below').toolbar).toEqual({ position: 'below', visible: false });
    });

    it('hiding a bar puts it back below; showing keeps its position', () => {
        const above = setBarPosition(DEFAULT_SETTINGS, 'footer', 'above');
        expect(setBarVisible(above, 'footer', false).footer).toEqual({ position: 'below', visible: false });
        expect(setBarVisible(above, 'footer', true).footer).toEqual({ position: 'above', visible: true });
    });

    it('changes one bar without touching the other', () => {
        const next = setBarVisible(setBarPosition(DEFAULT_SETTINGS, 'toolbar', 'above'), 'footer', false);
        expect(next.toolbar).toEqual({ position: 'above', visible: true });
        expect(next.footer).toEqual({ position: 'below', visible: false });
    });

    it('presets set the four colours; Horizontal Layout also moves the menu on top', () => {
        const dark = applyPreset(DEFAULT_SETTINGS, 'dark');
        expect(dark.colours).toEqual({ topBar: 'dark', footer: 'dark', sidebar: 'dark', background: 'dark' });
        expect(dark.layout).toBe('vertical');
        expect(modeOf(dark)).toBe('dark');
        expect(presetOf(dark)).toBe('dark');
        const horizontal = applyPreset(dark, 'horizontal');
        expect(horizontal.layout).toBe('horizontal');
        expect(horizontal.colours).toEqual(DEFAULT_SETTINGS.colours);
        expect(presetOf(horizontal)).toBe('horizontal');
        expect(presetOf(applyPreset(DEFAULT_SETTINGS, 'sky'))).toBe('sky');
        expect(presetOf(applyPreset(DEFAULT_SETTINGS, 'light'))).toBe('light');
    });

    it('a colour changed by hand leaves every preset', () => {
        expect(presetOf(setColour(DEFAULT_SETTINGS, 'footer', 'gradient3'))).toBeUndefined();
    });
});
