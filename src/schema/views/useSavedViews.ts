import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import type { EngineDataProvider } from '../engineDataProvider';
import { type SavedView, VIEW_TEXTS, viewStateOf } from '../../shared/savedViews';
import { useListColumns } from './useColumnChoice';
import { useText } from './useText';

type Change =
    | { kind: 'save'; name: string; shared: boolean }
    | { kind: 'rename'; view: SavedView; name: string; shared: boolean }
    | { kind: 'update'; view: SavedView }
    | { kind: 'delete'; view: SavedView };

/**
 * A list's saved views (the caller's and those shared with everyone), and the changes to them: save the list as
 * it is under a name, rename, update from the list as it is, delete. Each change tells its outcome in a toast.
 */
export const useSavedViews = (list: string) => {
    const dataProvider = useDataProvider<EngineDataProvider>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const text = useText();
    const { filterValues, sort } = useListContext();
    const [columns] = useListColumns();
    const queryKey = ['listViews', list];
    const views = useQuery({ queryKey, queryFn: async () => (await dataProvider.getViews({ list })).data });
    const tell = (english: string, name: string) => {
        const message = text(english, { name });
        notify(message, { type: 'success', messageArgs: { _: message } });
    };
    const change = useMutation({
        mutationFn: async (asked: Change): Promise<unknown> => {
            const state = viewStateOf({ filterValues, sort }, columns);
            switch (asked.kind) {
                case 'save':
                    return dataProvider.saveView({ list, name: asked.name, shared: asked.shared, state });
                case 'rename':
                    return dataProvider.changeView({
                        id: asked.view.id,
                        changes: { name: asked.name, shared: asked.shared },
                    });
                case 'update':
                    return dataProvider.changeView({ id: asked.view.id, changes: { state } });
                case 'delete':
                    return dataProvider.deleteView({ id: asked.view.id });
            }
        },
        onSuccess: (_done, asked) => {
            if (asked.kind === 'save' || asked.kind === 'rename') tell(VIEW_TEXTS.saved, asked.name);
            else if (asked.kind === 'update') tell(VIEW_TEXTS.updated, asked.view.name);
            else tell(VIEW_TEXTS.removed, asked.view.name);
        },
        onError: (error: unknown) => {
            const message = error instanceof Error ? error.message : text('Something went wrong');
            notify(message, { type: 'error', messageArgs: { _: message } });
        },
        onSettled: () => queryClient.invalidateQueries({ queryKey }),
    });
    return { views: views.data ?? [], change: change.mutateAsync, pending: change.isPending };
};
