import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { EngineDataProvider } from '../engineDataProvider';
import { HISTORY_TEXTS } from '../historyTexts';
import { type DeletedRecord, KEEP_DELETED_DAYS } from '../../shared/recordHistory';
import type { ResourceDeclaration } from '../../shared/types';
import { useMoment } from './useMoment';
import { useSessionRole } from './listScreenContext';
import { useServerCall } from './useServerCall';
import { recordsInWords, useText } from './useText';

/** Small text in the main blue is under AA contrast on white: the darker shade, as the lists' tools. */
const SMALL = { mt: 0.5, color: 'primary.dark' } as const;

interface Props {
    decl: ResourceDeclaration;
    onClose: () => void;
}

/** One deleted record: its name, when and by whom; Restore, and for the super-admin Delete forever. */
const DeletedItem = ({
    row,
    pending,
    onRestore,
    onForget,
}: {
    row: DeletedRecord;
    pending: boolean;
    onRestore: () => void;
    onForget?: () => void;
}) => {
    const text = useText();
    const moment = useMoment();
    const nameId = useId();
    return (
        <Box component="li" aria-labelledby={nameId} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography id={nameId} variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                {row.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {text(HISTORY_TEXTS.deletedWhen, { time: moment(row.deleted_at), name: row.actor_name || '—' })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                <Button size="small" disabled={pending} onClick={onRestore} aria-describedby={nameId} sx={SMALL}>
                    {text(HISTORY_TEXTS.restoreDeleted)}
                </Button>
                {onForget && (
                    <Button size="small" color="error" disabled={pending} onClick={onForget} aria-describedby={nameId}>
                        {text(HISTORY_TEXTS.deleteForever)}
                    </Button>
                )}
            </Stack>
        </Box>
    );
};

/**
 * Where the focus goes once a row it was in is gone (restored, deleted forever): the row now in its place (else
 * the one before), its first button; the dialog's title once none is left. Left alone, it fell to the dialog.
 */
const useFocusAfterRemoval = (
    rows: readonly DeletedRecord[],
    list: RefObject<HTMLUListElement | null>,
    title: RefObject<HTMLHeadingElement | null>,
) => {
    const gone = useRef<number | undefined>(undefined);
    useEffect(() => {
        // Run when the rows change: the list read again without the removed one.
        const index = gone.current;
        if (index === undefined) return;
        const items = [...(list.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [])];
        gone.current = undefined;
        const item = items[Math.min(index, items.length - 1)];
        (item?.querySelector<HTMLElement>('button:not(:disabled)') ?? title.current)?.focus();
    }, [rows, list, title]);
    return (index: number) => void (gone.current = index);
};

/**
 * A list's recently deleted records (the last 30 days), newest first: Restore puts one back under its id (the list
 * reloads); the super-admin may also delete one forever, after a confirmation.
 */
const RecentlyDeletedDialog = ({ decl, onClose }: Props) => {
    const text = useText();
    const titleId = useId();
    const dataProvider = useDataProvider<EngineDataProvider>();
    const queryClient = useQueryClient();
    const superAdmin = useSessionRole() === 'superadmin';
    const queryKey = [decl.route, 'recentlyDeleted'];
    const deleted = useQuery({ queryKey, queryFn: async () => (await dataProvider.getDeleted(decl.route)).data });
    const { run, pending } = useServerCall();
    const [forgetting, setForgetting] = useState<DeletedRecord>();
    const after = () => queryClient.invalidateQueries({ queryKey });
    const rows = deleted.data ?? [];
    const listRef = useRef<HTMLUListElement>(null);
    const titleRef = useRef<HTMLHeadingElement>(null);
    const removing = useFocusAfterRemoval(rows, listRef, titleRef);
    const restore = async (row: DeletedRecord) => {
        removing(rows.indexOf(row));
        await run(() => dataProvider.restoreDeleted(decl.route, { id: row.id }));
        await after();
    };
    const forget = async () => {
        if (!forgetting) return;
        removing(rows.indexOf(forgetting));
        await run(() => dataProvider.deleteForever(decl.route, { id: forgetting.id }));
        setForgetting(undefined);
        await after();
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
            <DialogTitle id={titleId} ref={titleRef} tabIndex={-1}>
                {text(HISTORY_TEXTS.deletedTitle, { items: recordsInWords(decl, text) })}
            </DialogTitle>
            <DialogContent dividers>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {text(HISTORY_TEXTS.keptFor, { days: KEEP_DELETED_DAYS })}
                </Typography>
                {deleted.isPending && <CircularProgress size={28} aria-label={text('ra.page.loading')} />}
                {deleted.error && <Alert severity="error">{deleted.error.message}</Alert>}
                {deleted.data && rows.length === 0 && (
                    <Typography>{text(HISTORY_TEXTS.nothingDeleted, { days: KEEP_DELETED_DAYS })}</Typography>
                )}
                <Box component="ul" ref={listRef} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {rows.map(row => (
                        <DeletedItem
                            key={row.id}
                            row={row}
                            pending={pending}
                            onRestore={() => restore(row)}
                            onForget={superAdmin ? () => setForgetting(row) : undefined}
                        />
                    ))}
                </Box>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{text(HISTORY_TEXTS.close)}</Button>
            </DialogActions>
            <ConfirmDialog
                open={forgetting !== undefined}
                title={text(HISTORY_TEXTS.deleteForeverTitle, { name: forgetting?.title ?? '' })}
                confirm={HISTORY_TEXTS.deleteForever}
                destructive
                loading={pending}
                onConfirm={forget}
                onClose={() => setForgetting(undefined)}
            />
        </Dialog>
    );
};

export default RecentlyDeletedDialog;
