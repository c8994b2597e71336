/**
 * The top bar (src/ui/TopBar) beside react-admin's AppBar, and the search box (src/ui/SearchBox) beside
 * react-admin's FilterForm with its SearchInput (bench/ui-library's, as a list's toolbar draws it), empty and
 * holding a term. Both bars static, not fixed to the page's top.
 */
import Box from '@mui/material/Box';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { AppBar, ListContextProvider, type RaRecord, ResourceContextProvider, useList } from 'react-admin';
import { SearchBox as LibrarySearchBox } from '../../../bench/ui-library/SearchBox';
import { SearchBox } from '../../../src/ui/SearchBox';
import { TopBar } from '../../../src/ui/TopBar';
import { Pair } from './Pair';

const title = (
    <Typography component="span" variant="h6" sx={{ flex: 1 }}>
        Admin console
    </Typography>
);
const still = { position: 'static' } as const;
const NO_RECORDS: RaRecord[] = [];

const Bar = ({ copy }: { copy: boolean }) => (
    <Box sx={{ width: 480 }}>
        {copy ? (
            <TopBar alwaysOn sx={still} title={title} />
        ) : (
            <AppBar alwaysOn sx={still} toolbar={null} userMenu={false}>
                {title}
            </AppBar>
        )}
    </Box>
);

/** A theme that changes react-admin's bar and its menu button, as a console theme may. */
const overridden = (theme: Theme) =>
    createTheme(theme, {
        components: {
            RaAppBar: {
                defaultProps: { color: 'primary' },
                styleOverrides: { root: { borderBottom: `4px solid ${theme.palette.warning.main}` } },
            },
            RaSidebarToggleButton: { styleOverrides: { root: { marginLeft: 12 } } },
        },
    } as object);

const Search = ({ copy, term }: { copy: boolean; term?: string }) => {
    const list = useList({ data: NO_RECORDS, filter: term ? { q: term } : {} });
    const Drawn = copy ? SearchBox : LibrarySearchBox;
    return (
        <ResourceContextProvider value="people">
            <ListContextProvider value={list}>
                <Box sx={{ width: 360 }}>
                    <Drawn placeholder="Search" label="Search people" />
                </Box>
            </ListContextProvider>
        </ResourceContextProvider>
    );
};

export const BarPairs = () => (
    <>
        <Pair name="top bar" copy={<Bar copy />} original={<Bar copy={false} />} />
        <ThemeProvider theme={overridden}>
            <Pair name="top bar under the theme's overrides" copy={<Bar copy />} original={<Bar copy={false} />} />
        </ThemeProvider>
        <Pair name="search box" copy={<Search copy />} original={<Search copy={false} />} />
        <Pair
            name="search box with a term"
            copy={<Search copy term="Ada" />}
            original={<Search copy={false} term="Ada" />}
        />
    </>
);
