import type { Components, PaletteOptions, Theme } from '@mui/material/styles';
import { ROW_CHECKBOX } from '../ui/rowCheckbox';

/**
 * The console's colours that every page needs, the sign-in page included: no
 * react-admin here, so the sign-in page can draw itself dark too (theme.ts
 * builds react-admin's themes from them).
 */

/** The focus ring on light pages: the top bar's blue, 5.7:1 on white. */
export const FOCUS_RING = '#1565c0';
/** The focus ring on the dark page: #90caf9 is 9.6:1 on #121212. */
export const LIGHT_RING = '#90caf9';

/**
 * The Dark preset's palette. Every colour a component may use as text on the
 * dark page is light: the secondary blue (outlined links such as "Back to CR")
 * reads at AA on #121212, which the top bar's dark #1e1e2d would not.
 */
export const DARK_PALETTE: PaletteOptions = {
    mode: 'dark',
    primary: { main: LIGHT_RING, contrastText: 'rgba(0, 0, 0, 0.87)' },
    secondary: { light: '#bbdefb', main: '#64b5f6', dark: '#1e88e5', contrastText: 'rgba(0, 0, 0, 0.87)' },
    background: { default: '#121212', paper: '#1e1e1e' },
    // Dark text on the red badge (7:1); MUI's dark red with white text is 3.7:1.
    error: { main: '#ef5350', contrastText: 'rgba(0, 0, 0, 0.87)' },
};

/** Room above whatever the keyboard or a skip link scrolls to: the fixed top bar (48 px, 56 on phones) and the ring. */
const TOP_BAR_ROOM = 64;

const ring = (colour: string) => ({ outline: `2px solid ${colour}`, outlineOffset: 2 });

/**
 * One visible ring, 2 px in the given colour, on whatever has the focus: MUI's
 * buttons, links, switches and menu entries (which show only a faint ripple),
 * text fields and selects (which show only a thin underline), and plain
 * focusable elements of the libraries (calendar, drag and drop). On the top bar
 * the ring takes the bar's text colour (AppBar.tsx).
 */
export const focusRingComponents = (colour: string): Components<Theme> => ({
    MuiCssBaseline: {
        styleOverrides: {
            html: { scrollPaddingTop: TOP_BAR_ROOM },
            // Not the inner element of a select: its field has the ring.
            'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, [tabindex="0"]:not(.MuiInputBase-input):focus-visible':
                ring(colour),
            // A checkbox's or switch's own input is invisible: the ring is on MUI's box around it (.Mui-focusVisible),
            // not the browser's thin default outline on the input.
            '.PrivateSwitchBase-input:focus-visible': { outline: 'none' },
            // A list row's light checkbox: the same, on its box.
            [`.${ROW_CHECKBOX} > input:focus-visible`]: { outline: 'none' },
            [`.${ROW_CHECKBOX}:has(> input:focus-visible)`]: ring(colour),
            // A date field (MUI X's, not an InputBase): its focused part is a span inside it, the ring on the field.
            '.MuiPickersInputBase-root.Mui-focused': ring(colour),
        },
    },
    MuiButtonBase: {
        styleOverrides: {
            root: {
                '&.Mui-focusVisible': ring(colour),
                '.MuiAppBar-root &.Mui-focusVisible': { outlineColor: '#fff' },
            },
        },
    },
    MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': ring(colour) } } },
    // An icon beside a field (react-admin's search box draws its magnifier "disabled", 1.9:1) in the secondary
    // text colour: it says what the field is for, so it keeps 3:1.
    MuiInputAdornment: {
        styleOverrides: {
            root: ({ theme }) => ({ '& .MuiSvgIcon-colorDisabled': { color: theme.palette.text.secondary } }),
        },
    },
    // A focused field's label in the ring's colour: MUI's #1976d2 is 3.9:1 on the focused field's grey (AA needs 4.5).
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: colour } } } },
});
