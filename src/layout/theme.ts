import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';
import { DARK_PALETTE, FOCUS_RING, focusRingComponents, LIGHT_RING } from './focusRing';
import { BREAKPOINTS } from '../schema/breakpoints';

/**
 * react-admin's "Skip to content" link, shown when the keyboard reaches it: in
 * the theme's primary colour with its contrast text (react-admin draws white
 * on the near-white page colour). It lies over the top bar, whatever its
 * colour: its ring is the contrast text between two bands of the primary.
 */
const skipLink = {
    RaSkipNavigationButton: {
        styleOverrides: {
            root: ({ theme }: { theme: Theme }) => ({
                backgroundColor: theme.palette.primary.main,
                color: theme.palette.primary.contrastText,
                '&:hover': { backgroundColor: theme.palette.primary.dark },
                // No focus ripple: its pale pulse under the text drops below AA contrast; the ring shows the focus.
                '& .MuiTouchRipple-root': { display: 'none' },
                // Doubled class: above the ring of every button (./focusRing.ts).
                '&&.Mui-focusVisible': {
                    outlineColor: theme.palette.primary.contrastText,
                    boxShadow: `0 0 0 6px ${theme.palette.primary.main}`,
                },
            }),
        },
    },
};

/**
 * The console's theme: react-admin's default, with the spec's sidebar widths
 * (260px open, 70px mini) and its mobile breakpoint. react-admin turns the
 * sidebar into a temporary drawer below `breakpoints.down('sm')`, i.e. below
 * 575.98px once `sm` starts at 576; the other breakpoints keep MUI's values.
 */
export const theme: RaThemeOptions = {
    ...defaultTheme,
    // The top bar uses the secondary colour: react-admin's #2196f3 gives white text a 3.1:1 contrast, under WCAG AA.
    palette: {
        ...defaultTheme.palette,
        secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    },
    sidebar: { width: 260, closedWidth: 70 },
    components: {
        ...defaultTheme.components,
        ...focusRingComponents(FOCUS_RING),
        ...skipLink,
        // Opaque tooltips: MUI's translucent grey lets a white top bar (Light preset) wash its text out under AA.
        MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: '#424242' } } },
    },
    breakpoints: { values: BREAKPOINTS },
};

/**
 * The Dark preset's theme: react-admin's dark palette made readable on the
 * dark page (./focusRing.ts), with the same sidebar, breakpoints and focus
 * rings, the rings and focused labels in a light blue so they stay visible.
 */
export const darkTheme: RaThemeOptions = {
    ...theme,
    palette: { ...defaultDarkTheme.palette, ...DARK_PALETTE },
    components: { ...theme.components, ...focusRingComponents(LIGHT_RING) },
};
