import type { ResourceDeclaration } from '../shared/types';
import { permissionScreen } from '../shared/permissions/screens';
import { type PermissionScreen, permissionCatalogue } from '../shared/permissions/catalogue';
import type { FieldAccess, Permissions } from '../shared/permissions/model';
import { fieldAccess, mayDo, refusal, type RefusalWords, refusalWords } from '../shared/permissions/verdicts';

/** What the console offers a session on one screen: the actions it shows and how it shows each field. */
export interface ScreenOffer {
    may(action: string): boolean;
    /** Whether the session may open the screen: a list's `list`, a custom screen's first action (`open`). */
    mayOpen(): boolean;
    field(name: string): FieldAccess;
    /** The refusal's words for an action ("Content editor may not list coupon codes"). */
    refusal(action?: string): string;
    /** Why the session may not take an action (open the screen by default), worded in the chosen language. */
    refusalMessage(action?: string): RefusalMessage;
}

/**
 * A refusal as the console says it: the i18n key of its template and its parts; the role is shown as named, the
 * verb and the records translated. In English it reads exactly as the API's refusal.
 */
export interface RefusalMessage {
    key: string;
    words: RefusalWords;
}

/** A refusal in the language of `translate`: its template, the role as named, the verb and the records translated. */
export const refusalText = (
    translate: (key: string, options: Record<string, unknown>) => string,
    { key, words }: RefusalMessage,
): string =>
    translate(key, {
        role: words.role,
        action: translate(words.action, { _: words.action }),
        records: translate(words.records, { _: words.records }),
        _: key,
    });

/** The templates of the refusals a page says: a list's address, a screen opened whole, a record's edit page. */
const REFUSAL_KEYS: Readonly<Record<string, string>> = {
    list: 'pages.refused.list',
    open: 'pages.refused.open',
    edit: 'pages.refused.edit',
};

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
    const refusalOf = (action: string) =>
        screen
            ? refusal(permissions, screen, action)
            : `${permissions.role} may not ${action === 'list' ? 'open' : action} this screen`;
    return {
        may,
        mayOpen: () => may(opening),
        field: name => (screen ? fieldAccess(permissions, screen, name) : 'editable'),
        refusal: (action = opening) => refusalOf(action),
        refusalMessage: (action = opening) => {
            if (!screen) {
                const verb = action === 'list' ? 'open' : action;
                return { key: 'pages.refused.screen', words: { role: permissions.role, action: verb, records: '' } };
            }
            // An action no template words is said as the API says it.
            const key = REFUSAL_KEYS[action] ?? refusalOf(action);
            return { key, words: refusalWords(permissions, screen, action) };
        },
    };
};
