import { QueryClient } from '@tanstack/react-query';
import type { AppAuthProvider } from './authProvider';
import { PRIMED_FOR_MS, type PrimedLists } from './dataProvider/primedLists';

/**
 * react-admin's query client, one per mount of the console as react-admin makes its own. Its session check
 * (`checkAuth`) is asked again only on demand (the lock screen's refetch), not by every list as it mounts:
 * each of those checks redrew the whole layout twice (checking, then checked), before a list's rows when its
 * answer came late. The stored session is checked against the server once per page load (src/boot), any 401
 * signs out (checkError), and signing out empties the client.
 *
 * A list asked for at boot is put where react-admin's list will read it (its getList key, its result's shape), so
 * the list's first render has its rows, rather than a render without them and another once its call returns.
 */
export const newQueryClient = ({
    lists,
    session,
}: {
    lists: Pick<PrimedLists, 'onPrimedList'>;
    session: Pick<AppAuthProvider, 'checkedIdentity'>;
}): QueryClient => {
    const client = new QueryClient();
    client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: Infinity });
    lists.onPrimedList((resource, params, { data, total, pageInfo, meta }) => {
        const key = [resource, 'getList', params];
        const answeredAt = Date.now();
        client.setQueryData(key, { data, total, pageInfo, meta }, { updatedAt: answeredAt });
        // Fresh while getList would hand this same answer back: asked again on mount, it would draw all its rows twice
        // (fetching, fetched) for nothing.
        client.setQueryDefaults(key, {
            staleTime: query => (query.state.dataUpdatedAt === answeredAt ? PRIMED_FOR_MS : 0),
        });
    });
    // Whose session it is, from the boot's session check: the list's rows (selectable or not, their actions) read it.
    session.checkedIdentity()?.then(
        identity => client.setQueryData(['auth', 'getIdentity'], identity),
        () => undefined,
    );
    return client;
};
