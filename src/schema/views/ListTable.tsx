import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, type RefObject, Suspense, useCallback } from 'react';
import { DataTable, type RaRecord, useGetIdentity, useListContext, useTranslate } from 'react-admin';
import { bulkActionsOf, hasBulkActions, whyNotSelectable } from '../bulk';
import { shownColumns } from '../../shared/columnChoice';
import { LIST_CELL_LAYOUT, wrapsInList } from '../display';
import { PHONE_MEDIA } from '../breakpoints';
import { phoneRowOf } from '../phoneRow';
import { preloadable } from '../preloadable';
import { ACTIONS, type ResourceDeclaration } from '../../shared/types';
import { HintLayer } from '../../ui/HintButton';
import { ListBody, listRowLook, rowCheckboxLook, UnpickableReason } from '../../ui/ListRow';
import { ROW_CHECKBOX } from '../../ui/rowCheckbox';
import { BulkBar } from './BulkBar';
import { useScreenOffer } from './screenOffer';
import { renderCell } from './cells';
import { ListColumn } from './ListColumn';
import { ListEmpty } from './ListEmpty';
import type { ListOverrides } from './listOverrides';
import type { PhoneListProps } from './PhoneList';
import { RowActions } from './RowActions';
import { useListColumns } from './useColumnChoice';

/** The height of a compact row with a secondary line (two lines and its border), and with its title alone. */
const PHONE_ROW_PX = { twoLines: 73, oneLine: 49 };

/**
 * The rows' place while the phone list's code loads: as tall as they will be (the page's rows, else a full page),
 * so the pager and the footer below do not draw first under the search box and then move (layout shift 0.10).
 */
const PhoneRowsSpace = ({ decl }: { decl: ResourceDeclaration }) => {
    const { data, perPage } = useListContext();
    const [choice] = useListColumns();
    const rows = data?.length ?? perPage;
    const height = phoneRowOf(decl, choice).secondary ? PHONE_ROW_PX.twoLines : PHONE_ROW_PX.oneLine;
    return <Box aria-hidden sx={{ minHeight: Math.max(0, rows * height - 1) }} />;
};

/** A list on a phone, in its own chunk: a wider window never loads it. */
const PhoneList = preloadable<PhoneListProps>(() => import('./PhoneList').then(module => module.PhoneList));

/**
 * On a phone's width, the phone list's code, which the list screen waits for before it draws: found only as the
 * rows draw, it would hold them behind a fallback (React keeps one up to 300 ms) when they come early.
 */
export const phoneListReady = (): Promise<void> =>
    typeof matchMedia === 'function' && matchMedia(PHONE_MEDIA).matches ? PhoneList.preload() : Promise.resolve();

const Table = memo(function Table({
    decl,
    cells,
    rowActions,
}: { decl: ResourceDeclaration } & Pick<ListOverrides, 'cells' | 'rowActions'>) {
    const { identity } = useGetIdentity();
    const [choice] = useListColumns();
    const bulk = bulkActionsOf(decl);
    const offer = useScreenOffer();
    const withBulk = hasBulkActions(bulk) && offer.may('bulk');
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
                {shownColumns(decl.list.columns, choice, decl.list.hiddenColumns).map(column => {
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

/** The table's area: the rows, their cells and checkboxes drawn by its CSS. */
const tableAreaLook = (theme: Theme) => ({
    overflowX: 'auto',
    // The list's own cell layout over MUI's cells.
    ...LIST_CELL_LAYOUT,
    ...listRowLook(theme),
    [`& .${ROW_CHECKBOX}`]: rowCheckboxLook(theme),
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
export const TableArea = memo(function TableArea({
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
                <Suspense fallback={<PhoneRowsSpace decl={table.decl} />}>
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
