import {
    type ComponentType,
    memo,
    type ReactNode,
    type RefObject,
    Suspense,
    useCallback,
    useEffect,
    useMemo,
    useRef,
} from 'react';
import { List, useListContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { KeptLocation } from '../../components/KeptLocation';
import { PageFrame } from '../../components/PageFrame';
import { PageNumbers } from './PageNumbers';
import { ListCovered } from '../../ui/SearchBox';
import { LIST_PER_PAGE, listSortOf } from '../listDefaults';
import { afterFirstMove, preloadWhenIdle } from '../preloadable';
import type { ResourceDeclaration } from '../../shared/types';
import { DialogLoading } from './DialogLoading';
import { DeletedControl, DialogControl, ListFocus, RecordGone } from './dialogControl';
import type { FormDialogProps } from './FormDialog';
import { FormRehearsal } from './FormRehearsal';
import { ListError } from './ListError';
import { RecentlyDeletedShown } from './RecentlyDeletedButton';
import { offersRecentlyDeleted } from '../../shared/recordHistory';
import { listFilters } from './listFilters';
import { FormDialog } from './listForm';
import { HeadingActions, ScreenLinks, UnsavedAlert } from './ListHeading';
import type { ListOverrides } from './listOverrides';
import { TableArea } from './ListTable';
import { ListActions } from './ListToolbar';
import { ColumnChoiceContext, useColumnChoice, useListColumns } from './useColumnChoice';
import { useCsvExporter } from './useCsvExporter';
import { ScreenOfferProvider, useDeclaredOffer } from './screenOffer';
import { offeredDeclaration } from '../offeredDeclaration';
import { useListDialog, useParentOf } from './useListDialog';
import { useHasUnsaved } from './unsavedEntry';
import { TextScope, useText } from './useText';
import { useListScreenParts } from './listScreenContext';

/**
 * Inside the list: once its first rows (or empty state or error) have been
 * painted, the app is told (it renders the layout's chrome then, and puts
 * the modal's code in the browser's cache when idle); then, once the user
 * moves and the browser is idle, the modal's code runs, so a first Edit or
 * Add renders its form at once rather than fetching, running and showing a
 * spinner first, and a list nobody touches keeps its heap.
 */
const WhenShown = ({ decl, form }: { decl: ResourceDeclaration; form: ComponentType<FormDialogProps> }) => {
    const { isPending, data } = useListContext();
    const { onListShown } = useListScreenParts();
    useEffect(() => {
        if (isPending) return;
        onListShown();
        return afterFirstMove(() => preloadWhenIdle(form));
    }, [isPending, onListShown, form]);
    // The console's own form only: a screen's own modal may not know how to stay unseen.
    const first = data?.[0];
    return first && form === FormDialog ? <FormRehearsal decl={decl} record={first} form={FormDialog} /> : null;
};

/** A failed list call shows in the list's place (ListError); react-admin's default toast would say it twice. */
const LIST_QUERY_OPTIONS = { onError: () => undefined };

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
const DeclaredScreen = ({
    decl: declared,
    cells,
    rowActions,
    form: Dialog = FormDialog,
}: { decl: ResourceDeclaration } & ListOverrides) => {
    // A staff member's role narrows the screen: only the calls it may make, only the fields it may see.
    const offer = useDeclaredOffer(declared);
    const decl = useMemo(() => offeredDeclaration(declared, offer), [declared, offer]);
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
        <ScreenOfferProvider value={offer}>
            <ColumnChoiceContext.Provider value={columnChoice}>
                <DialogControl.Provider value={dialog.open}>
                    <DeletedControl.Provider value={dialog.openDeleted}>
                        <ListFocus.Provider value={focusList}>
                            {/* The list reads its path and query only: a modal's URL below it leaves it be. */}
                            <ListCovered.Provider value={dialog.covered}>
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
                            </ListCovered.Provider>
                        </ListFocus.Provider>
                        {dialog.showsDeleted && offersRecentlyDeleted(decl) && (
                            <RecentlyDeletedShown decl={decl} onClose={close} />
                        )}
                        {editing && (
                            <Suspense fallback={<DialogLoading onClose={close} />}>
                                <RecordGone.Provider value={dialog.goneBy}>
                                    <Dialog
                                        key={String(editing.id ?? 'new')}
                                        decl={decl}
                                        record={editing}
                                        onClose={close}
                                    />
                                </RecordGone.Provider>
                            </Suspense>
                        )}
                    </DeletedControl.Provider>
                </DialogControl.Provider>
            </ColumnChoiceContext.Provider>
        </ScreenOfferProvider>
    );
};
/** The screen, its modals included, in its declaration's own wording (its folder's texts first). */
const ResourceList = (props: { decl: ResourceDeclaration } & ListOverrides) => (
    <TextScope.Provider value={props.decl.name}>
        <DeclaredScreen {...props} />
    </TextScope.Provider>
);
export default ResourceList;
export { phoneListReady } from './ListTable';
