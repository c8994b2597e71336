import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ResourceDeclaration } from '../../shared/types';
import { declaredPlace, offerOf, type ScreenOffer } from '../permissionOffer';
import { SUPER_ADMIN_PERMISSIONS } from '../../shared/permissions/model';
import { usePermissions } from './usePermissions';

/** Everything offered: outside a list screen, and for the super-admin. */
const EVERYTHING = offerOf(SUPER_ADMIN_PERMISSIONS, { screen: undefined, superAdminOnly: false });

const ScreenOfferContext = createContext<ScreenOffer>(EVERYTHING);

/** The list screen hands its offer to what it renders: row actions, tools, the modal's inputs. */
export const ScreenOfferProvider = ScreenOfferContext.Provider;

/** What the open screen offers this session: `useScreenOffer().may('loginAs')`. */
export const useScreenOffer = (): ScreenOffer => useContext(ScreenOfferContext);

/** What a declared screen offers this session, from its role's permissions. */
export const useDeclaredOffer = (decl: ResourceDeclaration): ScreenOffer => {
    const permissions = usePermissions();
    return useMemo(() => offerOf(permissions, declaredPlace(decl)), [permissions, decl]);
};

/**
 * A screen's own action (log in as, change password, invoices: the keys its declaration's `permissions.actions`
 * names), shown only when the session's role may take it.
 */
export const Offered = ({ action, children }: { action: string; children: ReactNode }): ReactNode =>
    useScreenOffer().may(action) ? children : null;
