import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ComponentType, type ReactNode, useState } from 'react';
import { DataTable, List, type RaRecord, SearchInput, TopToolbar, useListContext } from 'react-admin';
import { LIST_PER_PAGE, listSortOf } from '../listDefaults';
import { ACTIONS, type ResourceDeclaration } from '../types';
import { renderCell } from './cells';
import { DialogControl, useOpenDialog } from './dialogControl';
import { FormDialog, type FormDialogProps } from './FormDialog';
import { PageNumbers } from './PageNumbers';
import { RowActions } from './RowActions';
import { useText } from './useText';

const Empty = () => {
    const text = useText();
    const { filterValues } = useListContext();
    const searching = Object.values(filterValues ?? {}).some(v => v !== undefined && v !== '');
    return (
        <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            {text(searching ? 'No matches found' : 'No data found.')}
        </Typography>
    );
};

const AddButton = ({ label }: { label: string }) => {
    const text = useText();
    const openDialog = useOpenDialog();
    return (
        <Button variant="contained" startIcon={<Add />} onClick={() => openDialog({})}>
            {text(label)}
        </Button>
    );
};

/** What a screen may put in place of the generic pieces, beside its declaration. */
export interface ListOverrides {
    /** Cell renderers by column, for display rules the field kinds cannot express. */
    cells?: Readonly<Record<string, (record: RaRecord) => ReactNode>>;
    /** A custom add/edit/view modal. */
    form?: ComponentType<FormDialogProps>;
    /** More actions for a row, shown before the generic edit/view and delete (e.g. a link to another page). */
    rowActions?: (record: RaRecord) => ReactNode;
}

const Table = ({ decl, cells, rowActions }: { decl: ResourceDeclaration } & Pick<ListOverrides, 'cells' | 'rowActions'>) => (
    <DataTable rowClick={false} bulkActionButtons={false} empty={<Empty />}>
        {decl.list.columns.map(column => {
            if (column === ACTIONS) {
                return (
                    <DataTable.Col
                        key={ACTIONS}
                        label="Action"
                        disableSort
                        render={(record: RaRecord) => <RowActions decl={decl} record={record} extra={rowActions?.(record)} />}
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
                    render={cells?.[column] ?? renderCell(decl.route, column, field)}
                />
            );
        })}
    </DataTable>
);

/**
 * The list screen of any declaration: heading, search, add, table, pager and
 * the add/edit modal. Page, sort and search live in the URL.
 */
const ResourceList = ({ decl, cells, rowActions, form: Dialog = FormDialog }: { decl: ResourceDeclaration } & ListOverrides) => {
    const text = useText();
    const [editing, setEditing] = useState<Partial<RaRecord> | null>(null);
    const canAdd = Boolean(decl.api.create && decl.form && decl.list.addLabel);
    const filters = decl.list.search
        ? [<SearchInput key="q" source="q" alwaysOn placeholder={decl.list.search.placeholder} />]
        : undefined;

    return (
        <DialogControl.Provider value={setEditing}>
            <Stack sx={{ pt: 2 }}>
                <Typography variant="h5" component="h1">
                    {text(decl.title)}
                </Typography>
                <List
                    resource={decl.route}
                    title={decl.title}
                    perPage={LIST_PER_PAGE}
                    filters={filters}
                    sort={listSortOf(decl)}
                    pagination={<PageNumbers />}
                    actions={<TopToolbar>{canAdd && <AddButton label={decl.list.addLabel ?? 'Add'} />}</TopToolbar>}
                    empty={false}
                    disableSyncWithLocation={false}
                    debounce={decl.list.searchDebounceMs}
                >
                    <Table decl={decl} cells={cells} rowActions={rowActions} />
                </List>
            </Stack>
            {editing && <Dialog decl={decl} record={editing} onClose={() => setEditing(null)} />}
        </DialogControl.Provider>
    );
};
export default ResourceList;
