/**
 * The list's copies beside react-admin's own list parts (tests/e2e/ui-parity.spec.ts): the same DataTable on the
 * same records, once with the console's row and cells (src/ui), once with react-admin's.
 */
import Box from '@mui/material/Box';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import { DataTable, ListContextProvider, type RaRecord, ResourceContextProvider, useList } from 'react-admin';
import { ListColumn } from '../../../src/schema/views/ListColumn';
import { ListBody, listRowLook, rowCheckboxLook } from '../../../src/ui/ListRow';
import { ROW_CHECKBOX } from '../../../src/ui/rowCheckbox';
import { Pair } from './Pair';

const RECORDS: RaRecord[] = [
    { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' },
    { id: 2, name: 'Grace Hopper', email: 'grace@example.com' },
];

/** What the console's list area draws for its copies (ResourceList's tableAreaLook). */
const copiesLook = (theme: Theme) => ({
    ...listRowLook(theme),
    [`& .${ROW_CHECKBOX}`]: rowCheckboxLook(theme),
});

/** A list of the two records sorted by name, the first one ticked, in the console's or react-admin's parts. */
const Table = ({ copy }: { copy: boolean }) => {
    const list = useList({ data: RECORDS, sort: { field: 'name', order: 'ASC' } });
    const Column = copy ? ListColumn : DataTable.Col;
    return (
        <ResourceContextProvider value={copy ? 'copies' : 'originals'}>
            <ListContextProvider value={{ ...list, selectedIds: [1] }}>
                <Box sx={copy ? copiesLook : undefined}>
                    <DataTable
                        rowClick={false}
                        body={copy ? ListBody : undefined}
                        bulkActionButtons
                        bulkActionsToolbar={false}
                        sx={{ width: 480 }}
                    >
                        <Column source="name" label="Name" />
                        <Column source="email" label="Email" />
                    </DataTable>
                </Box>
            </ListContextProvider>
        </ResourceContextProvider>
    );
};

/**
 * A theme that changes the list parts' components, as a console theme may: the copies must follow it as MUI's
 * components do (their overrides after MUI's look, their default props).
 */
const overridden = (theme: Theme) =>
    createTheme(theme, {
        components: {
            MuiTableCell: { defaultProps: { size: 'medium' }, styleOverrides: { root: { letterSpacing: '0.05em' } } },
            MuiTableRow: { styleOverrides: { root: { backgroundColor: theme.palette.action.selected } } },
            MuiCheckbox: {
                defaultProps: { size: 'small' },
                styleOverrides: { root: { color: theme.palette.error.main } },
            },
        },
    });

/** Each list part a pair of its own: a ticked and an unticked row. */
export const ListPairs = () => (
    <>
        {(
            [
                ['ticked row', 'tbody tr:nth-child(1)'],
                ['row with its checkbox', 'tbody tr:nth-child(2)'],
            ] as const
        ).map(([name, part]) => (
            <Pair key={name} name={name} part={part} copy={<Table copy />} original={<Table copy={false} />} />
        ))}
        <ThemeProvider theme={overridden}>
            {([["row under the theme's overrides", 'tbody tr:nth-child(2)']] as const).map(([name, part]) => (
                <Pair key={name} name={name} part={part} copy={<Table copy />} original={<Table copy={false} />} />
            ))}
        </ThemeProvider>
    </>
);
