import { useCallback } from 'react';
import { useStore, useTheme } from 'react-admin';
import { DEFAULT_SETTINGS, type LayoutSettings, modeOf } from './settingsRules';

/**
 * The one place the layout settings live: react-admin's store, which the
 * console keeps in memory (spec part 1, section 3: not persisted, a reload
 * brings the defaults back). The layout reads it; screens never do.
 */
export const useLayoutSettings = (): [
    LayoutSettings,
    (change: (settings: LayoutSettings) => LayoutSettings) => void,
] => {
    const [settings, setSettings] = useStore<LayoutSettings>('layout.settings', DEFAULT_SETTINGS);
    const [, setMode] = useTheme();
    const change = useCallback(
        (rule: (settings: LayoutSettings) => LayoutSettings) => {
            const next = rule(settings);
            setSettings(next);
            // Every screen, dialog and toast follows the background: react-admin switches its light and dark themes.
            setMode(modeOf(next));
        },
        [settings, setSettings, setMode],
    );
    return [settings, change];
};
