import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { type RaRecord, useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { EngineDataProvider } from '../engineDataProvider';
import { HISTORY_TEXTS } from '../historyTexts';
import { restoreChanges, shownChanges, versionKind, type ShownChange } from '../historyValues';
import type { HistoryEntry, RecordHistory } from '../../shared/recordHistory';
import { recordTitle } from '../../shared/recordTitle';
import type { ResourceDeclaration } from '../../shared/types';
import { ChangeList } from './ChangeList';
import { useScreenOffer } from './screenOffer';
import { useMoment } from './useMoment';
import { useServerCall } from './useServerCall';
import { useText } from './useText';

/** Small text in the main blue is under AA contrast on white: the darker shade, as the lists' tools. */
const SMALL = { mt: 0.5, color: 'primary.dark' } as const;

interface Props {
    decl: ResourceDeclaration;
    record: Partial<RaRecord>;
    onClose: () => void;
    /** A version was written back: the record the edit modal holds is no longer the one stored. */
    onRestored: () => void;
}

/** The version a restore would bring back, and what it changes. */
interface Asked {
    version: number;
    changes: ShownChange[];
}

/** The pages read so far as one history: their versions in order, the last page's `next` and drop count. */
const joined = ({ pages }: InfiniteData<RecordHistory, unknown>): RecordHistory => {
    const last = pages[pages.length - 1];
    return { ...pages[0], entries: pages.flatMap(page => page.entries), next: last.next, dropped: last.dropped };
};

/**
 * One version of the record: what made it, who and when, which fields changed; Restore unless it is the current
 * or the role may not edit (a restore is an edit: the API asks for both).
 */
const VersionItem = ({
    decl,
    entry,
    current,
    onRestore,
}: {
    decl: ResourceDeclaration;
    entry: HistoryEntry;
    current: boolean;
    onRestore?: () => void;
}) => {
    const text = useText();
    const moment = useMoment();
    const headingId = useId();
    // A creation lists every field; an edit or a restore, what it changed.
    const changes = entry.kind === 'created' ? [] : shownChanges(decl, entry.changes, text);
    return (
        <Box component="li" aria-labelledby={headingId} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography id={headingId} variant="subtitle2" component="h3">
                {text(HISTORY_TEXTS.version, { version: entry.version })} · {versionKind(entry, text)}
                {current && ` · ${text(HISTORY_TEXTS.current)}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {entry.actor_name
                    ? text(HISTORY_TEXTS.when, { time: moment(entry.at), name: entry.actor_name })
                    : moment(entry.at)}
            </Typography>
            {changes.length > 0 && <ChangeList changes={changes} />}
            {!current && onRestore && (
                <Button size="small" onClick={onRestore} sx={SMALL}>
                    {text(HISTORY_TEXTS.restore)}
                </Button>
            )}
        </Box>
    );
};

/**
 * The record's versions read so far, newest first; then "Show older versions" while there are more, else the
 * version before its first kept change and how many older ones were dropped.
 */
const VersionList = ({
    decl,
    history,
    onRestore,
    onOlder,
    loadingOlder,
}: {
    decl: ResourceDeclaration;
    history: RecordHistory;
    onRestore: (version: number) => void;
    onOlder: () => void;
    loadingOlder: boolean;
}) => {
    const text = useText();
    const mayRestore = useScreenOffer().may('edit');
    const oldest = history.entries.at(-1);
    const last = history.next === null;
    const before = last && oldest && oldest.kind !== 'created' && history.oldest !== null ? history.oldest : undefined;
    if (history.entries.length === 0) return <Typography>{text(HISTORY_TEXTS.none)}</Typography>;
    return (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {history.entries.map(entry => (
                <VersionItem
                    key={entry.id}
                    decl={decl}
                    entry={entry}
                    current={entry.version === history.version}
                    onRestore={mayRestore ? () => onRestore(entry.version) : undefined}
                />
            ))}
            {before !== undefined && (
                <Box component="li" sx={{ py: 1.5 }}>
                    <Typography variant="subtitle2" component="h3">
                        {text(HISTORY_TEXTS.version, { version: before })} · {text(HISTORY_TEXTS.original)}
                    </Typography>
                    {mayRestore && (
                        <Button size="small" onClick={() => onRestore(before)} sx={SMALL}>
                            {text(HISTORY_TEXTS.restore)}
                        </Button>
                    )}
                </Box>
            )}
            {!last && (
                <Box component="li" sx={{ py: 1.5 }}>
                    <Button size="small" onClick={onOlder} disabled={loadingOlder} sx={SMALL}>
                        {text(HISTORY_TEXTS.older)}
                    </Button>
                </Box>
            )}
            {last && history.dropped > 0 && (
                <Typography component="li" variant="body2" color="text.secondary" sx={{ py: 1.5 }}>
                    {text(HISTORY_TEXTS.dropped, { count: history.dropped })}
                </Typography>
            )}
        </Box>
    );
};

/**
 * A record's history over its edit modal: each version with who made it, when and which fields changed (rich text
 * as a diff of its words); "Restore this version" asks, naming each field it changes, then writes the version
 * back through the record's update.
 */
const HistoryDialog = ({ decl, record, onClose, onRestored }: Props) => {
    const text = useText();
    const titleId = useId();
    const dataProvider = useDataProvider<EngineDataProvider>();
    const id = record.id as RaRecord['id'];
    // A page at a time, newest first: a long history is never read whole.
    const pages = useInfiniteQuery({
        queryKey: [decl.route, 'history', id],
        queryFn: async ({ pageParam }) => (await dataProvider.getHistory(decl.route, { id, before: pageParam })).data,
        initialPageParam: undefined as number | undefined,
        getNextPageParam: last => last.next ?? undefined,
    });
    const history = { ...pages, data: useMemo(() => pages.data && joined(pages.data), [pages.data]) };
    const [asked, setAsked] = useState<Asked>();
    const { run, pending } = useServerCall();
    const name = recordTitle(decl, record);
    const ask = (version: number) =>
        history.data && setAsked({ version, changes: restoreChanges(decl, history.data, record, version, text) });
    const restore = async () => {
        if (!asked || !history.data) return;
        const read = history.data.version;
        const done = await run(() => dataProvider.restoreVersion(decl.route, { id, version: asked.version, read }));
        setAsked(undefined);
        if (done) onRestored();
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{text(HISTORY_TEXTS.title, { name })}</DialogTitle>
            <DialogContent dividers>
                {history.isPending && <CircularProgress size={28} aria-label={text(HISTORY_TEXTS.loading)} />}
                {history.error && <Alert severity="error">{history.error.message}</Alert>}
                {history.data && (
                    <VersionList
                        decl={decl}
                        history={history.data}
                        onRestore={ask}
                        onOlder={() => void pages.fetchNextPage()}
                        loadingOlder={pages.isFetchingNextPage}
                    />
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{text(HISTORY_TEXTS.close)}</Button>
            </DialogActions>
            <ConfirmDialog
                open={asked !== undefined}
                title={text(HISTORY_TEXTS.restoreTitle, { version: asked?.version ?? '', name })}
                confirm={HISTORY_TEXTS.restore}
                loading={pending}
                onConfirm={restore}
                onClose={() => setAsked(undefined)}
            >
                {asked &&
                    (asked.changes.length > 0 ? (
                        <ChangeList changes={asked.changes} />
                    ) : (
                        <Typography>{text(HISTORY_TEXTS.nothingToRestore)}</Typography>
                    ))}
            </ConfirmDialog>
        </Dialog>
    );
};

export default HistoryDialog;
