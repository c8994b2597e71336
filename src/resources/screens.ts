import { type ComponentType, createElement, lazy } from 'react';
import type { ResourceDeclaration } from '../schema/types';
import type { ListOverrides } from '../schema/views/ResourceList';

/** A declaration as a screen: its icon and, only where needed, custom pieces. */
export interface Screen {
    decl: ResourceDeclaration;
    icon: ComponentType;
    /** The list screen, loaded when first visited. */
    list: ComponentType;
}

const GenericList = lazy(() => import('../schema/views/ResourceList'));

/**
 * The generic list of a declaration, with optional overrides. Overrides are
 * passed as a loader so custom views stay out of the first load too.
 */
export const defineScreen = (
    decl: ResourceDeclaration,
    icon: ComponentType,
    overrides?: () => Promise<ListOverrides>,
): Screen => {
    const list = overrides
        ? lazy(async () => {
              const [{ default: List }, extra] = await Promise.all([import('../schema/views/ResourceList'), overrides()]);
              const WithOverrides = () => createElement(List, { decl, ...extra });
              return { default: WithOverrides };
          })
        : () => createElement(GenericList, { decl });
    return { decl, icon, list };
};
