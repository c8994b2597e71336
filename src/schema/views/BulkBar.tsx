import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ToggleOff from '@mui/icons-material/ToggleOffOutlined';
import ToggleOn from '@mui/icons-material/ToggleOn';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { type RefObject, useRef, useState } from 'react';
import {
    BulkActionsToolbar,
    type Identifier,
    type RaRecord,
    useDataProvider,
    useGetIdentity,
    useListContext,
    useNotify,
    useRefresh,
} from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import {
    BULK_TEXTS,
    type BulkActions,
    type BulkSummary,
    whyNotSelectable,
    runFewAtATime,
    SELECT_ALL_MAX,
    selectAllOffer,
    statusOf,
    summarise,
} from '../bulk';
import type { EngineDataProvider } from '../engineDataProvider';
import { HISTORY_TEXTS } from '../historyTexts';
import { KEEP_DELETED_DAYS, offersRecentlyDeleted } from '../../shared/recordHistory';
import type { ResourceDeclaration, ToggleField } from '../../shared/types';
import { useFocusList } from './dialogControl';
import { OnceOpened } from './OnceOpened';
import { useExtra } from './useExtra';
import { textOnTint } from './tintText';
import { countedRecords, useText } from './useText';

type Asked = 'delete' | 'active' | 'inactive';

const CONFIRMS: Record<Asked, string> = {
    delete: BULK_TEXTS.confirmDelete,
    active: BULK_TEXTS.confirmActive,
    inactive: BULK_TEXTS.confirmInactive,
};

/** The rows "Select all" read, on every page. */
type PickedRows = RefObject<ReadonlyMap<Identifier, RaRecord>>;

/**
 * The asked action run on the selected rows: through the API's per-row calls a few at a time, then one message
 * tells how many were done and why any were refused, and the refused rows stay selected.
 */
const useBulkAction = (decl: ResourceDeclaration, actions: BulkActions, picked: PickedRows) => {
    const text = useText();
    const notify = useNotify();
    const refresh = useRefresh();
    const focusList = useFocusList();
    const dataProvider = useDataProvider<EngineDataProvider>();
    const { selectedIds = [], data = [], onSelect } = useListContext();
    const [asking, setAsking] = useState<Asked>();
    const [pending, setPending] = useState(false);

    const tell = (summary: BulkSummary<Identifier>, doneText: string) => {
        const parts = [text(doneText, { smart_count: summary.done })];
        if (summary.refused.length)
            parts.push(
                text(BULK_TEXTS.refused, { smart_count: summary.refused.length, reasons: summary.reasons.join('; ') }),
            );
        const message = parts.join('; ');
        notify(message, { type: summary.refused.length ? 'warning' : 'success', messageArgs: { _: message } });
    };

    const remove = (ids: readonly Identifier[]) =>
        runFewAtATime(ids, id => dataProvider.delete(decl.route, { id, previousData: { id } }));

    const setStatus = (ids: readonly Identifier[], value: boolean) => {
        const name = actions.status!;
        const field = decl.fields[name] as ToggleField;
        const shown = new Map(data.map(record => [record.id, record]));
        // A row already there needs no call (a server that flips the value would undo it); a row on another page
        // is known from the read of "Select all".
        return runFewAtATime(ids, async id => {
            const record = shown.get(id) ?? picked.current.get(id);
            if (record && statusOf(field, record[name]) === value) return;
            await dataProvider.toggle(decl.route, { id, field: name, value });
        });
    };

    const confirm = async () => {
        if (!asking || pending) return;
        setPending(true);
        const ids = [...selectedIds];
        const outcomes = asking === 'delete' ? await remove(ids) : await setStatus(ids, asking === 'active');
        const summary = summarise(outcomes);
        setPending(false);
        setAsking(undefined);
        tell(summary, asking === 'delete' ? BULK_TEXTS.deleted : BULK_TEXTS.updated);
        onSelect([...summary.refused]);
        refresh();
        if (!summary.refused.length) focusList();
    };

    return { asking, setAsking, pending, confirm, selected: selectedIds.length };
};

/**
 * The bulk actions of a list above its table while rows are selected (react-admin's bar, which says how many):
 * delete and, with a status switch, Set Active / Set Inactive. One confirmation names the count.
 */
const BulkButtons = ({
    decl,
    actions,
    picked,
}: {
    decl: ResourceDeclaration;
    actions: BulkActions;
    picked: PickedRows;
}) => {
    const text = useText();
    const { asking, setAsking, pending, confirm, selected } = useBulkAction(decl, actions, picked);

    return (
        <>
            {actions.status && (
                <>
                    <Button
                        size="small"
                        startIcon={<ToggleOn />}
                        sx={textOnTint('primary')}
                        onClick={() => setAsking('active')}
                    >
                        {text(BULK_TEXTS.setActive)}
                    </Button>
                    <Button
                        size="small"
                        startIcon={<ToggleOff />}
                        sx={textOnTint('primary')}
                        onClick={() => setAsking('inactive')}
                    >
                        {text(BULK_TEXTS.setInactive)}
                    </Button>
                </>
            )}
            {actions.delete && (
                <Button
                    size="small"
                    startIcon={<DeleteOutline />}
                    sx={textOnTint('error')}
                    onClick={() => setAsking('delete')}
                >
                    {text('Delete')}
                </Button>
            )}
            <OnceOpened open={asking !== undefined}>
                <ConfirmDialog
                    open={asking !== undefined}
                    loading={pending}
                    title={asking ? text(CONFIRMS[asking], countedRecords(decl, text, selected)) : ''}
                    confirm={asking === 'delete' ? 'Delete' : 'Change'}
                    destructive={asking === 'delete'}
                    onConfirm={confirm}
                    onClose={() => setAsking(undefined)}
                >
                    {asking === 'delete' && <RestorableNote decl={decl} />}
                </ConfirmDialog>
            </OnceOpened>
        </>
    );
};

/** A second line under the spec's question: deleted rows can be brought back. */
const RestorableNote = ({ decl }: { decl: ResourceDeclaration }) => {
    const text = useText();
    const offered = useExtra('recentlyDeleted');
    if (!offered || !offersRecentlyDeleted(decl)) return null;
    return <DialogContentText>{text(HISTORY_TEXTS.canBeRestored, { days: KEEP_DELETED_DAYS })}</DialogContentText>;
};

/**
 * Beside the count, once the page's rows are all picked and the list is longer: "Select all 64" (react-admin's
 * SelectAllButton, keeping to the rows that can be picked). The rows it read are kept for the status change.
 */
const SelectAllRows = ({ decl, picked }: { decl: ResourceDeclaration; picked: PickedRows }) => {
    const text = useText();
    const { identity } = useGetIdentity();
    const { total, data = [], selectedIds = [], onSelectAll, onSelect } = useListContext();
    const [pending, setPending] = useState(false);
    const selectable = data.filter(record => !whyNotSelectable(decl, record, identity?.id));
    const offer = selectAllOffer({
        total,
        shown: data.length,
        selectable: selectable.length,
        selected: selectedIds.length,
        pagePicked: selectable.every(record => selectedIds.includes(record.id)),
    });
    if (!offer) return null;
    const selectAll = async () => {
        setPending(true);
        await onSelectAll({
            limit: SELECT_ALL_MAX,
            queryOptions: {
                onSuccess: ({ data: rows }: { data: RaRecord[] }) => {
                    const open = rows.filter(record => !whyNotSelectable(decl, record, identity?.id));
                    picked.current = new Map(open.map(record => [record.id, record]));
                    onSelect(open.map(record => record.id));
                },
            },
        });
        setPending(false);
    };
    return (
        <Button size="small" sx={{ color: 'primary.dark' }} disabled={pending} onClick={() => void selectAll()}>
            {text(offer.text, { count: offer.count })}
        </Button>
    );
};

/** The bar itself: react-admin's, with "Select all" across the pages. */
export const BulkBar = ({ decl, actions }: { decl: ResourceDeclaration; actions: BulkActions }) => {
    const { selectedIds = [] } = useListContext();
    const picked = useRef<ReadonlyMap<Identifier, RaRecord>>(new Map());
    // Its buttons come with the first selection (the folded bar shows none) and stay for the rest.
    return (
        <BulkActionsToolbar
            selectAllButton={
                <OnceOpened open={selectedIds.length > 0}>
                    <SelectAllRows decl={decl} picked={picked} />
                </OnceOpened>
            }
        >
            <OnceOpened open={selectedIds.length > 0}>
                <BulkButtons decl={decl} actions={actions} picked={picked} />
            </OnceOpened>
        </BulkActionsToolbar>
    );
};
