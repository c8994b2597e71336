import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable, List, type RaRecord, SearchInput, TopToolbar, useListContext } from 'react-admin';
import { ACTIONS, type ResourceDeclaration } from '../types';
import { renderCell } from './cells';
import { DialogControl, useOpenDialog } from './dialogControl';
import { FormDialog } from './FormDialog';
import { PageNumbers } from './PageNumbers';
import { RowActions } from './RowActions';

const Empty = () => {
    const { filterValues } = useListContext();
    const searching = Object.values(filterValues ?? {}).some(v => v !== undefined && v !== '');
    return (
        <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            {searching ? 'No matches found' : 'No data found.'}
        </Typography>
    );
};

const AddButton = ({ label }: { label: string }) => {
    const openDialog = useOpenDialog();
    return (
        <Button variant="contained" startIcon={<Add />} onClick={() => openDialog({})}>
            {label}
        </Button>
    );
};

const Table = ({ decl }: { decl: ResourceDeclaration }) => (
    <DataTable rowClick={false} bulkActionButtons={false} empty={<Empty />}>
        {decl.list.columns.map(column => {
            if (column === ACTIONS) {
                return (
                    <DataTable.Col
                        key={ACTIONS}
                        label="Action"
                        disableSort
                        render={(record: RaRecord) => <RowActions decl={decl} record={record} />}
                    />
                );
            }
            const field = decl.fields[column];
            return (
                <DataTable.Col
                    key={column}
                    source={column}
                    label={field.label}
                    disableSort={!field.sortable}
                    render={renderCell(decl.route, column, field)}
                />
            );
        })}
    </DataTable>
);

/**
 * The list screen of any declaration: heading, search, add, table, pager and
 * the add/edit modal. Page, sort and search live in the URL.
 */
const ResourceList = ({ decl }: { decl: ResourceDeclaration }) => {
    const [editing, setEditing] = useState<Partial<RaRecord> | null>(null);
    const canAdd = Boolean(decl.api.create && decl.form && decl.list.addLabel);
    const filters = decl.list.search
        ? [<SearchInput key="q" source="q" alwaysOn placeholder={decl.list.search.placeholder} />]
        : undefined;

    return (
        <DialogControl.Provider value={setEditing}>
            <Stack sx={{ pt: 2 }}>
                <Typography variant="h5" component="h1">
                    {decl.title}
                </Typography>
                <List
                    resource={decl.route}
                    title={decl.title}
                    perPage={10}
                    filters={filters}
                    sort={decl.list.defaultSort ?? { field: '', order: 'DESC' }}
                    pagination={<PageNumbers />}
                    actions={<TopToolbar>{canAdd && <AddButton label={decl.list.addLabel ?? 'Add'} />}</TopToolbar>}
                    empty={false}
                    disableSyncWithLocation={false}
                >
                    <Table decl={decl} />
                </List>
            </Stack>
            {editing && <FormDialog decl={decl} record={editing} onClose={() => setEditing(null)} />}
        </DialogControl.Provider>
    );
};
export default ResourceList;
