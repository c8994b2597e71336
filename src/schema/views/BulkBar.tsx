import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ToggleOff from '@mui/icons-material/ToggleOffOutlined';
import ToggleOn from '@mui/icons-material/ToggleOn';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
    BulkActionsToolbar,
    type Identifier,
    useDataProvider,
    useListContext,
    useNotify,
    useRefresh,
} from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BULK_TEXTS, type BulkActions, type BulkSummary, runFewAtATime, statusOf, summarise } from '../bulk';
import type { EngineDataProvider } from '../engineDataProvider';
import type { ResourceDeclaration, ToggleField } from '../types';
import { useFocusList } from './dialogControl';
import { OnceOpened } from './OnceOpened';
import { textOnTint } from './tintText';
import { recordsInWords, useText } from './useText';

type Asked = 'delete' | 'active' | 'inactive';

const CONFIRMS: Record<Asked, string> = {
    delete: BULK_TEXTS.confirmDelete,
    active: BULK_TEXTS.confirmActive,
    inactive: BULK_TEXTS.confirmInactive,
};

/**
 * The bulk actions of a list above its table while rows are selected (react-admin's bar, which says how many):
 * delete and, with a status switch, Set Active / Set Inactive. One confirmation names the count; the rows go
 * through the API's per-row calls a few at a time; one message tells how many were done and why any were
 * refused, and the refused rows stay selected.
 */
const BulkButtons = ({ decl, actions }: { decl: ResourceDeclaration; actions: BulkActions }) => {
    const text = useText();
    const notify = useNotify();
    const refresh = useRefresh();
    const focusList = useFocusList();
    const dataProvider = useDataProvider<EngineDataProvider>();
    const { selectedIds = [], data = [], onSelect } = useListContext();
    const [asking, setAsking] = useState<Asked>();
    const [pending, setPending] = useState(false);
    const items = recordsInWords(decl, text);

    const tell = (summary: BulkSummary<Identifier>, doneText: string) => {
        const parts = [text(doneText, { count: summary.done })];
        if (summary.refused.length)
            parts.push(
                text(BULK_TEXTS.refused, { count: summary.refused.length, reasons: summary.reasons.join('; ') }),
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
        // A row already there needs no call (a server that flips the value would undo it).
        return runFewAtATime(ids, async id => {
            const record = shown.get(id);
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
                    title={asking ? text(CONFIRMS[asking], { count: selectedIds.length, items }) : ''}
                    confirm={asking === 'delete' ? 'Delete' : 'Change'}
                    destructive={asking === 'delete'}
                    onConfirm={confirm}
                    onClose={() => setAsking(undefined)}
                />
            </OnceOpened>
        </>
    );
};

/** The bar itself: react-admin's, keeping the selection to the rows on the page (no "select all" across pages). */
export const BulkBar = ({ decl, actions }: { decl: ResourceDeclaration; actions: BulkActions }) => {
    const { selectedIds = [] } = useListContext();
    // Its buttons come with the first selection (the folded bar shows none) and stay for the rest.
    return (
        <BulkActionsToolbar selectAllButton={false}>
            <OnceOpened open={selectedIds.length > 0}>
                <BulkButtons decl={decl} actions={actions} />
            </OnceOpened>
        </BulkActionsToolbar>
    );
};
