/**
 * The list's pager (src/ui/PageNumbers) beside the pager of MUI PaginationItems it copies (bench/ui-library, the
 * console's pager before the copy), on page 2 of 64 records.
 */
import Box from '@mui/material/Box';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import { ListContextProvider, useList } from 'react-admin';
import { PageNumbers as LibraryPager } from '../../../bench/ui-library/PageNumbers';
import { PageNumbers } from '../../../src/ui/PageNumbers';
import { Pair } from './Pair';

const RECORDS = Array.from({ length: 64 }, (_, i) => ({ id: i + 1 }));

const OnPageTwo = ({ copy }: { copy: boolean }) => {
    const list = useList({ data: RECORDS, perPage: 10, page: 2 });
    return (
        <ListContextProvider value={list}>
            <Box sx={{ width: 560 }}>{copy ? <PageNumbers /> : <LibraryPager />}</Box>
        </ListContextProvider>
    );
};

/** A theme that changes the pager's items, as a console theme may: rounded, small, bold. */
const overridden = (theme: Theme) =>
    createTheme(theme, {
        components: {
            MuiPaginationItem: {
                defaultProps: { shape: 'rounded', size: 'small' },
                styleOverrides: { root: { fontWeight: 700 } },
            },
        },
    });

export const PagerPair = () => (
    <>
        <Pair name="pager" copy={<OnPageTwo copy />} original={<OnPageTwo copy={false} />} />
        <ThemeProvider theme={overridden}>
            <Pair
                name="pager under the theme's overrides"
                copy={<OnPageTwo copy />}
                original={<OnPageTwo copy={false} />}
            />
        </ThemeProvider>
    </>
);
