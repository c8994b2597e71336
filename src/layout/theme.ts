import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The console's theme: react-admin's default, with the spec's sidebar widths
 * (260px open, 70px mini) and its mobile breakpoint. react-admin turns the
 * sidebar into a temporary drawer below `breakpoints.down('sm')`, i.e. below
 * 575.98px once `sm` starts at 576; the other breakpoints keep MUI's values.
 */
/** The focus ring: the top bar's blue, 5.7:1 on white. */
export const FOCUS_RING = '#1565c0';

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
        // A focused field's label in the darker blue: MUI's #1976d2 is 3.9:1 on the focused field's grey (AA needs 4.5).
        MuiFormLabel: {
            styleOverrides: {
                root: { '&.Mui-focused:not(.Mui-error)': { color: FOCUS_RING } },
            },
        },
        // A clear ring on whatever the keyboard reaches (MUI shows only a faint ripple on filled buttons);
        // on the blue top bar it is white.
        MuiButtonBase: {
            styleOverrides: {
                root: {
                    '&.Mui-focusVisible': { outline: `2px solid ${FOCUS_RING}`, outlineOffset: 2 },
                    '.MuiAppBar-root &.Mui-focusVisible': { outlineColor: '#fff' },
                },
            },
        },
        // Opaque tooltips: MUI's translucent grey lets a white top bar (Light preset) wash its text out under AA.
        MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: '#424242' } } },
    },
    breakpoints: { values: { xs: 0, sm: 576, md: 900, lg: 1200, xl: 1536 } },
};

/**
 * The Dark preset's theme: react-admin's dark palette with the same sidebar,
 * breakpoints and focus rings, the rings and focused labels in a light blue
 * (#90caf9 is 9.6:1 on the dark page) so they stay visible.
 */
const LIGHT_RING = '#90caf9';
export const darkTheme: RaThemeOptions = {
    ...theme,
    palette: {
        ...defaultDarkTheme.palette,
        mode: 'dark',
        primary: { main: LIGHT_RING, contrastText: 'rgba(0, 0, 0, 0.87)' },
        secondary: { main: '#1e1e2d', contrastText: '#fff' },
        background: { default: '#121212', paper: '#1e1e1e' },
        // Dark text on the red badge (7:1); MUI's dark red with white text is 3.7:1.
        error: { main: '#ef5350', contrastText: 'rgba(0, 0, 0, 0.87)' },
    },
    components: {
        ...theme.components,
        MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: LIGHT_RING } } } },
        MuiButtonBase: {
            styleOverrides: {
                root: {
                    '&.Mui-focusVisible': { outline: `2px solid ${LIGHT_RING}`, outlineOffset: 2 },
                    '.MuiAppBar-root &.Mui-focusVisible': { outlineColor: '#fff' },
                },
            },
        },
    },
};
