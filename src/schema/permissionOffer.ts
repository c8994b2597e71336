import type { ResourceDeclaration } from '../shared/types';
import { permissionScreen } from '../shared/permissions/screens';
import { type PermissionScreen, permissionCatalogue } from '../shared/permissions/catalogue';
import type { FieldAccess, Permissions } from '../shared/permissions/model';
import { fieldAccess, mayDo, refusal } from '../shared/permissions/verdicts';

/** What the console offers a session on one screen: the actions it shows and how it shows each field. */
export interface ScreenOffer {
    may(action: string): boolean;
    /** Whether the session may open the screen: a list's `list`, a custom screen's first action (`open`). */
    mayOpen(): boolean;
    field(name: string): FieldAccess;
    /** The refusal's words for an action ("Content editor may not list coupon codes"). */
    refusal(action?: string): string;
}

/**
 * Where a screen is in the role catalogue: a declared list's row (none when no role can be granted it: staff,
 * roles), a custom screen's by its key, or nothing for a screen every session opens.
 */
export interface ScreenPlace {
    screen: PermissionScreen | undefined;
    /** No role can be granted it: the super-admin's alone. */
    superAdminOnly: boolean;
}

export const declaredPlace = (decl: ResourceDeclaration): ScreenPlace => {
    const [screen] = permissionCatalogue([decl]);
    return { screen, superAdminOnly: screen === undefined };
};

export const customPlace = (key: string | undefined): ScreenPlace => ({
    screen: key === undefined ? undefined : permissionScreen(key),
    superAdminOnly: false,
});

/**
 * The console's offer, from the same verdicts the API gives: an action is shown only when the API would take
 * it, a field only when the API would send it, and editable only when the API would store it.
 */
export const offerOf = (permissions: Permissions, place: ScreenPlace): ScreenOffer => {
    const { screen } = place;
    const may = (action: string) =>
        permissions.all || (screen ? mayDo(permissions, screen.key, action) : !place.superAdminOnly);
    const opening = screen?.actions[0]?.key ?? 'list';
    return {
        may,
        mayOpen: () => may(opening),
        field: name => (screen ? fieldAccess(permissions, screen, name) : 'editable'),
        refusal: (action = opening) =>
            screen
                ? refusal(permissions, screen, action)
                : `${permissions.role} may not ${action === 'list' ? 'open' : action} this screen`,
    };
};
