import { useCallback } from 'react';
import { useStore, useTheme } from 'react-admin';
import { chosenSettings, keepSettings } from './chosenSettings';
import { type LayoutSettings, modeOf } from './settingsRules';

/**
 * The one place the layout settings live: react-admin's store, which the
 * console keeps in memory (spec part 1, section 3: not persisted, a reload
 * brings the defaults back). The layout reads it; screens never do. Signing
 * out empties the store: the settings chosen come back from ./chosenSettings.ts.
 */
export const useLayoutSettings = (): [
    LayoutSettings,
    (change: (settings: LayoutSettings) => LayoutSettings) => void,
] => {
    const [settings, setSettings] = useStore<LayoutSettings>('layout.settings', chosenSettings());
    const [, setMode] = useTheme();
    const change = useCallback(
        (rule: (settings: LayoutSettings) => LayoutSettings) => {
            const next = rule(settings);
            setSettings(next);
            keepSettings(next);
            // Every screen, dialog and toast follows the background: react-admin switches its light and dark themes.
            setMode(modeOf(next));
        },
        [settings, setSettings, setMode],
    );
    return [settings, change];
};
