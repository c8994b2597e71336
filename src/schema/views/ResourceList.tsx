import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import {
    type ComponentType,
    forwardRef,
    memo,
    type ReactNode,
    type RefObject,
    Suspense,
    useCallback,
    useEffect,
    useMemo,
    useRef,
    useState,
} from 'react';
import {
    DataTable,
    ExportButton,
    List,
    type RaRecord,
    TopToolbar,
    useDataProvider,
    useGetIdentity,
    useListContext,
    useNotify,
    useTranslate,
} from 'react-admin';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { EngineDataProvider } from '../engineDataProvider';
import { LIST_CELL_LAYOUT, wrapsInList } from '../display';
import { LIST_PER_PAGE, listSortOf } from '../listDefaults';
import { TOAST_CLEAR } from '../../components/LightToast';
import { KeptLocation } from '../../components/KeptLocation';
import { PageFrame } from '../../components/PageFrame';
import { ACTIONS, type ResourceDeclaration } from '../../shared/types';
import { bulkActionsOf, hasBulkActions, whyNotSelectable } from '../bulk';
import { BulkBar } from './BulkBar';
import { ColumnsButton } from './ColumnsButton';
import { ViewsMenu } from './ViewsMenu';
import { ImportButton } from './ImportButton';
import { RecentlyDeletedButton } from './RecentlyDeletedButton';
import { offersRecentlyDeleted } from '../../shared/recordHistory';
import { shownColumns } from '../../shared/columnChoice';
import { ColumnChoiceContext, useColumnChoice, useListColumns } from './useColumnChoice';
import { renderCell } from './cells';
import { DialogControl, ListFocus, RecordGone, useOpenDialog } from './dialogControl';
import type { FormDialogProps } from './FormDialog';
import { FormRehearsal } from './FormRehearsal';
import type { PhoneListProps } from './PhoneList';
import { DialogLoading } from './DialogLoading';
import { loadOnIntent, preloadable, preloadWhenIdle } from '../preloadable';
import { ListEmpty } from './ListEmpty';
import { ListError } from './ListError';
import { listFilters } from './listFilters';
import { PageNumbers } from '../../ui/PageNumbers';
import { takeUnsaved, useHasUnsaved } from './unsavedEntry';
import { RowActions } from './RowActions';
import { HintLayer } from '../../ui/HintButton';
import { useCsvExporter } from './useCsvExporter';
import { useDialogRoute } from './useDialogRoute';
import { ListColumn } from './ListColumn';
import { sortButtonLook } from '../../ui/SortHead';
import { TOOL_ICONS, ToolButton } from '../../ui/ToolButton';
import { ListBody, listRowLook, rowCheckboxLook, UnpickableReason } from '../../ui/ListRow';
import { ROW_CHECKBOX } from '../../ui/rowCheckbox';
import { useText } from './useText';
import { useLiveChanges, useLiveRefresh } from './useLiveChanges';
import { useListScreenParts } from './listScreenContext';

/**
 * The add/edit modal's code (inputs, rules, forms) is not needed to show the
 * list: it runs when the pointer or the keyboard reaches Add, or when a modal
 * opens (the app puts its files in the browser's cache once the list is shown).
 */
const FormDialog = preloadable<FormDialogProps>(() => import('./FormDialog').then(module => module.FormDialog));

/** A list on a phone, in its own chunk: a wider window never loads it. */
const PhoneList = preloadable<PhoneListProps>(() => import('./PhoneList').then(module => module.PhoneList));

/**
 * Inside the list: once its first rows (or empty state or error) have been
 * painted, the app is told (it renders the layout's chrome then, and puts
 * the modal's code in the browser's cache when idle); then, idle again, the
 * modal's code runs, so a first Edit or Add renders its form at once rather
 * than fetching, running and showing a spinner first (issue 38).
 */
const WhenShown = ({ decl, form }: { decl: ResourceDeclaration; form: ComponentType<FormDialogProps> }) => {
    const { isPending, data } = useListContext();
    const { onListShown } = useListScreenParts();
    useEffect(() => {
        if (isPending) return;
        onListShown();
        preloadWhenIdle(form);
    }, [isPending, onListShown, form]);
    // The console's own form only: a screen's own modal may not know how to stay unseen.
    const first = data?.[0];
    return first && form === FormDialog ? <FormRehearsal decl={decl} record={first} form={FormDialog} /> : null;
};

/** Pointing at or tabbing to Add starts the modal's code. */
const formOnIntent = loadOnIntent(FormDialog);

const AddButton = forwardRef<HTMLButtonElement, { label: string; newRecord: Partial<RaRecord> }>(
    ({ label, newRecord }, ref) => {
        const text = useText();
        const openDialog = useOpenDialog();
        return (
            <ToolButton
                ref={ref}
                variant="contained"
                icon={TOOL_ICONS.add}
                onClick={() => openDialog(newRecord)}
                {...formOnIntent}
            >
                {text(label)}
            </ToolButton>
        );
    },
);
AddButton.displayName = 'AddButton';

/** The buttons beside Add that go to another screen. */
const ScreenLinks = ({ links }: { links: NonNullable<ResourceDeclaration['list']['links']> }) => {
    const text = useText();
    return (
        <>
            {links.map(link => (
                // The darker blue: the primary one is under 4.5:1 on the page's grey.
                <Button key={link.to} component={RouterLink} to={link.to} variant="outlined" color="secondary">
                    {text(link.label)}
                </Button>
            ))}
        </>
    );
};

/**
 * A list inside a parent record (sub folders of a folder): the parent's id from
 * the route, and the heading's `%{title}` read from the API.
 */
const useParentOf = (decl: ResourceDeclaration) => {
    const parent = decl.list.parent;
    const params = useParams();
    const dataProvider = useDataProvider<EngineDataProvider>();
    const id = parent ? params[parent.param] : undefined;
    const read = useQuery({
        queryKey: ['parent', parent?.read.path, id],
        enabled: Boolean(parent && id),
        queryFn: async () => (await dataProvider.call<Record<string, unknown>>(parent!.read, { id })).data,
        // A refusal (404: no such folder) is the answer; only a failure to reach the server is worth asking again.
        retry: (count, error) => count < 2 && !((error as { status?: number }).status! >= 400),
    });
    const title = parent && read.data ? String(read.data[parent.titleKey] ?? '') : '';
    // The parent does not exist (or is not this session's to see): the list says so instead of an empty title.
    const missing = Boolean(parent && id && read.isError);
    return { parent, id, title, missing };
};

/**
 * Rows an export reads at most: the whole filtered list of any screen here (read in the API's pages),
 * with a ceiling so a list of 100k rows cannot hang the browser.
 */
const EXPORT_MAX_ROWS = 10_000;

/** A failed list call shows in the list's place (ListError); react-admin's default toast would say it twice. */
const LIST_QUERY_OPTIONS = { onError: () => undefined };

/**
 * Beside the filters: the saved views, the column choice and the CSV export of the whole filtered and sorted list
 * (disabled while it is empty). On a list opened at boot they come in the frame after its rows.
 */
const ListActions = ({ decl }: { decl: ResourceDeclaration }) => {
    const ready = useListScreenParts().useChromeReady();
    return (
        // Wrapping: on a narrow window (200% zoom: 640 px) the tools go on a second line, never past the edge.
        // A toast (top right) shows below them: after Save view or a bulk action they are what comes next.
        <TopToolbar
            {...TOAST_CLEAR}
            sx={{ minHeight: { sm: 0 }, pt: 0, bgcolor: 'transparent', flexWrap: 'wrap', gap: { xs: 0, sm: 1 } }}
        >
            {ready && <ListTools decl={decl} />}
        </TopToolbar>
    );
};

const ListTools = ({ decl }: { decl: ResourceDeclaration }) => {
    const translate = useTranslate();
    return (
        <>
            <ViewsMenu decl={decl} />
            <ColumnsButton decl={decl} />
            {offersRecentlyDeleted(decl) && <RecentlyDeletedButton decl={decl} />}
            {/* The theme's darker blue: small text in the main blue is below AA contrast on the page's grey.
                Named here too: on a phone it is an icon, and react-admin names that only while it is enabled. */}
            <ExportButton
                maxResults={EXPORT_MAX_ROWS}
                sx={{ color: 'primary.dark' }}
                aria-label={translate('ra.action.export')}
            />
        </>
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

const Table = memo(function Table({
    decl,
    cells,
    rowActions,
}: { decl: ResourceDeclaration } & Pick<ListOverrides, 'cells' | 'rowActions'>) {
    const { identity } = useGetIdentity();
    const [choice] = useListColumns();
    const bulk = bulkActionsOf(decl);
    const withBulk = hasBulkActions(bulk);
    const translate = useTranslate();
    const userId = identity?.id;
    // One function while the list, the user and the language stay: every row reads it.
    const reason = useCallback(
        (record: RaRecord) => {
            const why = whyNotSelectable(decl, record, userId);
            return why && translate(why, { _: why });
        },
        [decl, userId, translate],
    );
    return (
        <UnpickableReason.Provider value={reason}>
            <DataTable
                rowClick={false}
                body={ListBody}
                bulkActionButtons={withBulk}
                bulkActionsToolbar={withBulk ? <BulkBar decl={decl} actions={bulk} /> : undefined}
                isRowSelectable={record => !whyNotSelectable(decl, record, userId)}
                empty={<ListEmpty />}
            >
                {shownColumns(decl.list.columns, choice).map(column => {
                    if (column === ACTIONS) {
                        return (
                            <ListColumn
                                key={ACTIONS}
                                label="Action"
                                disableSort
                                render={(record: RaRecord) => (
                                    <RowActions
                                        decl={decl}
                                        record={record}
                                        extra={rowActions?.(record)}
                                        userId={identity?.id}
                                    />
                                )}
                            />
                        );
                    }
                    const field = decl.fields[column];
                    return (
                        <ListColumn
                            key={column}
                            source={column}
                            label={field.label}
                            disableSort={!field.sortable}
                            cellClassName={wrapsInList(field) ? 'cell-wrap' : undefined}
                            render={cells?.[column] ?? renderCell(decl.route, column, field)}
                        />
                    );
                })}
            </DataTable>
        </UnpickableReason.Provider>
    );
});

/** The table's area: the rows, their cells and checkboxes and the sort heads drawn by its CSS. */
const tableAreaLook = (theme: Theme) => ({
    overflowX: 'auto',
    // The list's own cell layout over MUI's cells.
    ...LIST_CELL_LAYOUT,
    ...listRowLook(theme),
    [`& .${ROW_CHECKBOX}`]: rowCheckboxLook(theme),
    ...sortButtonLook(theme),
    // The bulk bar above the rows, in the flow: react-admin lifts it over the list's toolbar, which this
    // scrolling area would clip.
    '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { position: 'relative', transform: 'none' },
    // Folded away with nothing selected: its buttons out of the keyboard's way too.
    '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
});

/**
 * The table in an area of its own that scrolls sideways on a narrow window (a keyboard stop, so it can be
 * scrolled without a mouse; the theme's focus ring shows when the keyboard reaches it). On a phone, each record is
 * a compact row instead (`PhoneList`), which never scrolls sideways. Memoised: the screen renders again whenever
 * the router's context does, and the area's CSS is long to write out each time.
 */
const TableArea = memo(function TableArea({
    areaRef,
    title,
    ...table
}: { areaRef: RefObject<HTMLDivElement | null>; title: string; decl: ResourceDeclaration } & Pick<
    ListOverrides,
    'cells' | 'rowActions'
>) {
    // Read at once (not after a first draw as a wide window): a phone never draws the table.
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
    if (phone)
        return (
            <Box ref={areaRef} role="region" aria-label={title} tabIndex={-1}>
                <Suspense fallback={null}>
                    <PhoneList {...table} />
                </Suspense>
            </Box>
        );
    return (
        <Box ref={areaRef} role="region" aria-label={title} tabIndex={0} sx={tableAreaLook}>
            <HintLayer>
                <Table {...table} />
            </HintLayer>
        </Box>
    );
});

/**
 * The list's add/edit modal as the URL opens it, with what a new record starts from (the parent, a restored
 * unsaved entry) and what the live stream says of the open record (deleted elsewhere, by whom).
 */
const useListDialog = (decl: ResourceDeclaration, parentKey: string | undefined, parentId: string | undefined) => {
    const text = useText();
    // A new entry whose save failed (the modal closed anyway), offered back until restored or discarded.
    const [restored, setRestored] = useState<Record<string, unknown> | undefined>(undefined);
    // A list inside a parent record: its modals' URLs and new records carry the parent.
    const newRecord = useMemo(
        () => ({ ...restored, ...(parentKey && parentId ? { [parentKey]: parentId } : {}) }),
        [parentKey, parentId, restored],
    );
    const param = decl.list.parent?.param;
    const base = param && parentId ? `/${decl.route}/${encodeURIComponent(parentId)}` : `/${decl.route}`;
    const listFilter = useMemo(() => (param && parentId ? { [param]: parentId } : undefined), [param, parentId]);
    const { open, close: closeRoute, record: editing, missing } = useDialogRoute(decl, base, newRecord, listFilter);
    const close = useCallback(() => {
        setRestored(undefined);
        closeRoute();
    }, [closeRoute]);
    const restore = useCallback(() => {
        setRestored(takeUnsaved(decl.route));
        open({});
    }, [decl.route, open]);
    const notify = useNotify();
    // Live: a change elsewhere reads this list (and an open record) again in place; a record deleted
    // elsewhere is marked gone in its modal, which closes, or keeps the typed changes in view (RecordDialog).
    const queryClient = useQueryClient();
    useLiveRefresh([decl.collection], () => void queryClient.invalidateQueries({ queryKey: [decl.route] }));
    const [deleted, setDeleted] = useState<{ id: string; by: string }>();
    const editingId = editing?.id === undefined ? undefined : String(editing.id);
    useLiveChanges(message => {
        if (message === 'resync' || message.kind !== 'deleted' || message.collection !== decl.collection) return;
        if (editingId === message.id) setDeleted({ id: message.id, by: message.by || text('someone else') });
    });
    const goneBy = deleted && editingId === deleted.id ? deleted.by : undefined;
    // A record gone from a link or a stale row; one deleted live is the modal's to say (RecordDialog).
    useEffect(() => {
        if (!missing || goneBy !== undefined) return;
        notify('Record not found', { type: 'error' });
        closeRoute();
    }, [missing, goneBy, notify, closeRoute]);
    return { open, close, restore, editing, goneBy, newRecord, listFilter, base };
};

/** A new entry whose save failed is offered back: Restore (the modal with what was typed) or Discard. */
const UnsavedAlert = ({ decl, onRestore }: { decl: ResourceDeclaration; onRestore: () => void }) => {
    const text = useText();
    return (
        <Alert
            severity="warning"
            role="status"
            sx={{ mb: 2, alignItems: 'center' }}
            action={
                <Stack direction="row" spacing={1}>
                    <Button color="inherit" size="small" variant="outlined" onClick={onRestore}>
                        {text('Restore')}
                    </Button>
                    <Button color="inherit" size="small" onClick={() => takeUnsaved(decl.route)}>
                        {text('Discard')}
                    </Button>
                </Stack>
            }
        >
            {text('Restore the %{name} you were adding?', { name: text(decl.singular).toLocaleLowerCase() })}
        </Alert>
    );
};

/** Beside the heading: the links to other screens, Import CSV and Add (when the list can add). */
const HeadingActions = forwardRef<
    HTMLButtonElement,
    { decl: ResourceDeclaration; newRecord: Partial<RaRecord>; filter?: Record<string, unknown> }
>(({ decl, newRecord, filter }, ref) => {
    const links = decl.list.links;
    const canAdd = Boolean(decl.api.create && decl.form && decl.list.addLabel);
    if (!canAdd && !links) return null;
    return (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {links && <ScreenLinks links={links} />}
            {canAdd && <ImportButton decl={decl} newRecord={newRecord} filter={filter} />}
            {canAdd && <AddButton ref={ref} label={decl.list.addLabel ?? 'Add'} newRecord={newRecord} />}
        </Stack>
    );
});
HeadingActions.displayName = 'HeadingActions';

/** The list's sx: the table's width within the page, the same gap above it with or without a search box. */
const LIST_LOOK = {
    minWidth: 0,
    '& .RaList-main': { minWidth: 0 },
    '& .RaList-noActions': { mt: 0 },
    '& .RaList-actions': { mb: 1 },
};

/** react-admin's List of the declaration: page, sort and search in the URL, the engine's pager, tools and errors. */
const DeclaredList = ({
    decl,
    filter,
    exporter,
    children,
}: {
    decl: ResourceDeclaration;
    filter?: Record<string, unknown>;
    exporter: ReturnType<typeof useCsvExporter>;
    children: ReactNode;
}) => {
    const text = useText();
    return (
        <List
            resource={decl.route}
            filter={filter}
            // Page, sort and search live in the URL alone: a list URL without them is page 1, so Back
            // after paging returns to page 1 (a stored page 2 rewrote that entry, and a second Back left
            // the list).
            storeKey={false}
            title={decl.title}
            perPage={LIST_PER_PAGE}
            filters={listFilters(decl, text)}
            sort={listSortOf(decl)}
            pagination={<PageNumbers />}
            actions={<ListActions decl={decl} />}
            exporter={exporter}
            empty={false}
            error={<ListError />}
            // ListError says why, with Retry, in the list's place: no toast with the same words.
            queryOptions={LIST_QUERY_OPTIONS}
            disableSyncWithLocation={false}
            debounce={decl.list.searchDebounceMs}
            sx={LIST_LOOK}
        >
            {children}
        </List>
    );
};

/** The list's part of the screen: memoised with its own view of the URL, so a modal opening over it leaves it be. */
const ListScreen = memo(function ListScreen({
    decl,
    title,
    cells,
    rowActions,
    form,
    dialog,
    addButton,
    tableArea,
}: { decl: ResourceDeclaration; title: string; form: ComponentType<FormDialogProps> } & Pick<
    ListOverrides,
    'cells' | 'rowActions'
> & {
        dialog: Pick<ReturnType<typeof useListDialog>, 'newRecord' | 'listFilter' | 'restore'>;
        addButton: RefObject<HTMLButtonElement | null>;
        tableArea: RefObject<HTMLDivElement | null>;
    }) {
    const hasUnsaved = useHasUnsaved(decl.route);
    const exporter = useCsvExporter(decl, cells, useListColumns()[0]);
    const actions = (
        <HeadingActions ref={addButton} decl={decl} newRecord={dialog.newRecord} filter={dialog.listFilter} />
    );
    return (
        <PageFrame title={title} actions={actions}>
            {hasUnsaved && <UnsavedAlert decl={decl} onRestore={dialog.restore} />}
            <DeclaredList decl={decl} filter={dialog.listFilter} exporter={exporter}>
                <TableArea areaRef={tableArea} title={title} decl={decl} cells={cells} rowActions={rowActions} />
                <WhenShown decl={decl} form={form} />
            </DeclaredList>
        </PageFrame>
    );
});

/**
 * The list screen of any declaration: heading and add on one line, search,
 * table, pager and the add/edit modal. Page, sort and search live in the URL.
 * On a narrow window the table scrolls sideways in its own area (a keyboard
 * stop, so it can be scrolled without a mouse); the page itself never does.
 */
const ResourceList = ({
    decl,
    cells,
    rowActions,
    form: Dialog = FormDialog,
}: { decl: ResourceDeclaration } & ListOverrides) => {
    const text = useText();
    const { parent, id: parentId, title: parentTitle, missing: parentMissing } = useParentOf(decl);
    const title = text(decl.title, { title: parentTitle });
    const dialog = useListDialog(decl, parent?.key, parentId);
    const { editing, close, newRecord, listFilter, restore } = dialog;
    const listDialog = useMemo(() => ({ newRecord, listFilter, restore }), [newRecord, listFilter, restore]);
    const addButton = useRef<HTMLButtonElement>(null);
    const tableArea = useRef<HTMLDivElement>(null);
    const focusList = useCallback(() => (addButton.current ?? tableArea.current)?.focus(), []);
    const columnChoice = useColumnChoice(decl.route);
    const links = decl.list.links;
    const { search, hash } = useLocation();

    if (parentMissing && parent)
        return (
            <PageFrame title={text(parent.missing)} actions={links && <ScreenLinks links={links} />}>
                {null}
            </PageFrame>
        );
    return (
        <ColumnChoiceContext.Provider value={columnChoice}>
            <DialogControl.Provider value={dialog.open}>
                <ListFocus.Provider value={focusList}>
                    {/* The list reads its path and query only: a modal's URL below it leaves it be. */}
                    <KeptLocation keep={`${dialog.base}${search}${hash}`} pathname={dialog.base}>
                        <ListScreen
                            decl={decl}
                            title={title}
                            cells={cells}
                            rowActions={rowActions}
                            form={Dialog}
                            dialog={listDialog}
                            addButton={addButton}
                            tableArea={tableArea}
                        />
                    </KeptLocation>
                </ListFocus.Provider>
                {editing && (
                    <Suspense fallback={<DialogLoading onClose={close} />}>
                        <RecordGone.Provider value={dialog.goneBy}>
                            <Dialog key={String(editing.id ?? 'new')} decl={decl} record={editing} onClose={close} />
                        </RecordGone.Provider>
                    </Suspense>
                )}
            </DialogControl.Provider>
        </ColumnChoiceContext.Provider>
    );
};
export default ResourceList;
