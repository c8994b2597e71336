import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider } from './index';

const canRefresh = (provider: unknown): provider is Pick<AppAuthProvider, 'refreshIdentity'> =>
    typeof (provider as Partial<AppAuthProvider> | undefined)?.refreshIdentity === 'function';

/**
 * Re-reads the signed-in user and updates everything showing it (top-bar
 * picture, greeting) without a reload: the auth provider drops its cached
 * user and react-admin's identity query fetches again.
 */
export const useRefreshIdentity = () => {
    const authProvider = useAuthProvider();
    const queryClient = useQueryClient();
    return useCallback(async () => {
        if (canRefresh(authProvider)) authProvider.refreshIdentity();
        await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    }, [authProvider, queryClient]);
};
