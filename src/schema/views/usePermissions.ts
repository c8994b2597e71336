import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import type { EngineDataProvider } from '../engineDataProvider';
import { type Permissions, SUPER_ADMIN_PERMISSIONS } from '../../shared/permissions/model';
import { useCapabilities } from './useExtra';

const PERMISSIONS_KEY = ['permissions'] as const;

/** The live stream's word that this session's role changed: every mounted reader asks the API again. */
const changedListeners = new Set<() => void>();
export const publishPermissionsChanged = (): void => changedListeners.forEach(listen => listen());

/** How often the permissions are read again when no live stream says they changed. */
const POLL_MS = 30_000;

const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

/** Reads the permissions again on the live word, and after any refused call (a role edited meanwhile). */
const useFreshPermissions = (): void => {
    const client = useQueryClient();
    useEffect(() => {
        const again = () => void client.invalidateQueries({ queryKey: PERMISSIONS_KEY });
        changedListeners.add(again);
        const refusedCall = (event: { type: string; action?: { type: string; error?: unknown } }) => {
            if (event.type === 'updated' && event.action?.type === 'error' && statusOf(event.action.error) === 403)
                again();
        };
        const stopQueries = client.getQueryCache().subscribe(refusedCall);
        const stopMutations = client.getMutationCache().subscribe(refusedCall);
        return () => {
            changedListeners.delete(again);
            stopQueries();
            stopMutations();
        };
    }, [client]);
};

interface SessionPermissions {
    /**
     * Whether the API has said (until then nothing beyond the spec is refused, as before staff roles): what lists
     * screens (menus, palette, shortcuts) waits for it, so a staff member never sees one their role refuses.
     */
    known: boolean;
    permissions: Permissions;
}

/**
 * What this session may do, asked of the API once and kept fresh without signing out: on the live stream's
 * `permissions` word, after a refused call, and every 30 s without live changes. Against an API without staff
 * roles it is everything (a coach's view is limited by each screen's access, as before).
 */
export const useSessionPermissions = (): SessionPermissions => {
    const dataProvider = useDataProvider<EngineDataProvider>();
    // The provider itself: react-admin's wrapper makes every method a promise, and the settled answer is read at once.
    const settled = (useContext(DataProviderContext) as EngineDataProvider | null)?.settledPermissions;
    const client = useQueryClient();
    const { offers } = useCapabilities();
    const polled = offers('staff') && !offers('live');
    useFreshPermissions();
    const { data, isError } = useQuery({
        queryKey: PERMISSIONS_KEY,
        // The first read takes the boot's answer; a read again (a role changed) asks the API.
        queryFn: () => dataProvider.permissions({ fresh: client.getQueryData(PERMISSIONS_KEY) !== undefined }),
        // The boot's answer when it is in: the menus draw the role's screens in their first frame, not the next.
        initialData: settled,
        staleTime: polled ? POLL_MS : Infinity,
        refetchInterval: polled ? POLL_MS : false,
        retry: 1,
    });
    return { known: data !== undefined || isError, permissions: data ?? SUPER_ADMIN_PERMISSIONS };
};

/** The session's permissions, everything until the API has said. */
export const usePermissions = (): Permissions => useSessionPermissions().permissions;

/** Whether the API keeps this session's saved views: the super-admin's where it offers them; a staff member's stay in this browser. */
export const useViewsKeptByApi = (): boolean => {
    const { offers } = useCapabilities();
    const { all } = usePermissions();
    return offers('views') && all;
};
