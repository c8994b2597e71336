import { type ComponentType, createElement } from 'react';
import { ListView } from '../boot/chunks';
import { preloadable } from '../boot/preloadable';
import type { ResourceDeclaration } from '../schema/types';
import type { ListOverrides } from '../schema/views/ResourceList';

/** A declaration as a screen: its icon and, only where needed, custom pieces. */
export interface Screen {
    decl: ResourceDeclaration;
    icon: ComponentType;
    /** The list screen, loaded when first visited. */
    list: ComponentType;
    /** Loads the list's code ahead of its first render (menu hover, the URL the console opens on). */
    preload(): Promise<void>;
}

/**
 * The generic list of a declaration, with optional overrides. Overrides are
 * passed as a loader so custom views stay out of the first load too; by
 * convention they live in resources/<name>/overrides, where the boot code
 * (src/boot) finds them to start loading them early.
 */
export const defineScreen = (
    decl: ResourceDeclaration,
    icon: ComponentType,
    overrides?: () => Promise<ListOverrides>,
): Screen => {
    if (!overrides) return { decl, icon, list: () => createElement(ListView, { decl }), preload: ListView.preload };
    const list = preloadable(async () => {
        const [, extra] = await Promise.all([ListView.preload(), overrides()]);
        const WithOverrides = () => createElement(ListView, { decl, ...extra });
        return WithOverrides;
    });
    return { decl, icon, list, preload: list.preload };
};
