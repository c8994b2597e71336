import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { DARK_PALETTE, FOCUS_RING, focusRingComponents, LIGHT_RING } from '../layout/focusRing';
import { chosenSettings } from '../layout/settings/chosenSettings';
import { modeOf } from '../layout/settings/settingsRules';

const themes: Partial<Record<'light' | 'dark', Theme>> = {};
const themeFor = (mode: 'light' | 'dark'): Theme =>
    (themes[mode] ??= createTheme(
        mode === 'dark'
            ? { palette: DARK_PALETTE, components: focusRingComponents(LIGHT_RING) }
            : { components: focusRingComponents(FOCUS_RING) },
    ));

/**
 * The sign-in page's theme, outside react-admin (src/main.tsx, src/boot/ConsoleRoot.tsx): MUI's own with the console's
 * focus ring, or the console's dark palette when the Dark preset was chosen
 * before signing out (the settings outlive the sign-out: ./chosenSettings.ts).
 */
export const PublicTheme = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={themeFor(modeOf(chosenSettings()))}>
        <CssBaseline enableColorScheme />
        {children}
    </ThemeProvider>
);
