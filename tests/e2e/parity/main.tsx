/**
 * The UI kit's parity page (tests/e2e/ui-parity.spec.ts): each hand-drawn copy in src/ui beside the MUI component
 * it copies, in the console's theme. Built on its own by the spec, never with the console.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { BACKGROUND_LOOKS } from '../../../src/layout/settings/looks';
import { darkTheme, theme as lightTheme } from '../../../src/layout/theme';
import { HintButton, HintLayer, LIGHT_ICON } from '../../../src/ui/HintButton';
import { BarPairs } from './barPairs';
import { ListPairs } from './listPairs';
import { Pair } from './Pair';
import { SidebarPairs } from './sidebarPairs';

const looks = {
    default: { options: lightTheme, background: undefined },
    dark: { options: darkTheme, background: undefined },
    sky: { options: lightTheme, background: BACKGROUND_LOOKS.skylight },
};
const lookName = (new URLSearchParams(window.location.search).get('look') ?? 'default') as keyof typeof looks;
const look = looks[lookName];
const theme = createTheme(look.options);

/**
 * A theme that changes the icon buttons, as a console theme may: the copies must follow it as MUI's components do (their
 * overrides after MUI's look, their default props for what the caller leaves unset).
 */
const overridden = (outer: Theme) =>
    createTheme(outer, {
        components: {
            MuiIconButton: {
                defaultProps: { color: 'error' },
                styleOverrides: { root: { border: `1px solid ${outer.palette.divider}` } },
            },
        },
    });

const english = polyglotI18nProvider(() => englishMessages, 'en');

/** react-admin's contexts (translations, store, router) around the page, for the copies that read them. */
const Parity = () => (
    <AdminContext i18nProvider={english}>
        <ThemeProvider theme={theme}>
            <CssBaseline />
            <Pairs />
        </ThemeProvider>
    </AdminContext>
);

const Pairs = () => (
    <Box sx={{ p: 2, background: look.background }}>
        <Pair
            name="hint button"
            copy={
                <HintLayer>
                    <HintButton hint="Delete">
                        <DeleteIcon fontSize="small" className={LIGHT_ICON} />
                    </HintButton>
                </HintLayer>
            }
            original={
                <IconButton size="small" aria-label="Delete">
                    <DeleteIcon fontSize="small" />
                </IconButton>
            }
        />
        <ThemeProvider theme={overridden}>
            <Pair
                name="hint button under the theme's overrides"
                copy={
                    <HintLayer>
                        <HintButton hint="Delete">
                            <DeleteIcon fontSize="small" className={LIGHT_ICON} />
                        </HintButton>
                    </HintLayer>
                }
                original={
                    <IconButton size="small" aria-label="Delete">
                        <DeleteIcon fontSize="small" />
                    </IconButton>
                }
            />
        </ThemeProvider>
        <ListPairs />
        <BarPairs />
        <SidebarPairs />
    </Box>
);

createRoot(document.getElementById('root') as HTMLElement).render(<Parity />);
