import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { EngineDataProvider } from '../engineDataProvider';
import type { ResourceDeclaration } from '../../shared/types';
import { takeUnsaved } from './unsavedEntry';
import { useDialogRoute } from './useDialogRoute';
import { useLiveChanges, useLiveRefresh } from './useLiveChanges';
import { useText } from './useText';

/**
 * A list inside a parent record (sub folders of a folder): the parent's id from
 * the route, and the heading's `%{title}` read from the API.
 */
export const useParentOf = (decl: ResourceDeclaration) => {
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
 * The list's add/edit modal as the URL opens it, with what a new record starts from (the parent, a restored
 * unsaved entry) and what the live stream says of the open record (deleted elsewhere, by whom).
 */
export const useListDialog = (
    decl: ResourceDeclaration,
    parentKey: string | undefined,
    parentId: string | undefined,
) => {
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
    const route = useDialogRoute(decl, base, newRecord, listFilter);
    const { open, close: closeRoute, record: editing, missing } = route;
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
    const { openDeleted, deleted: showsDeleted, covered } = route;
    return { open, close, restore, editing, goneBy, newRecord, listFilter, base, openDeleted, showsDeleted, covered };
};
