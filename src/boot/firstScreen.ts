import { CAPABILITIES_PATH } from '../shared/extras';
import { consoleScreens } from '../consoleScreens';
import { CAPABILITIES_API } from '../dataProvider/capabilities';
import { pageKey, watchRequest } from '../dataProvider/requestsAhead';
import { dataProvider, sessionRole } from '../providers';
import { holdChromeForList } from '../layout/chromeReady';
import { firstListParams } from '../schema/listDefaults';
import { mayOpen } from '../screens/access';
import { screenAt } from '../screens/registry';

/**
 * The screen the console opens on, from the screen registry: its chunks (a
 * list and its overrides, or a page) and, for a list opened at its own route
 * without page, sort or search in its URL, the list itself, asked for now
 * and handed to react-admin's first identical request; the layout's chrome
 * then waits for that list's rows (../layout/chromeReady). Nothing is drawn
 * here: the console's own list screen is the only one. A chunk of its own,
 * so the sign-in page's first load does not carry the data provider and the
 * declarations.
 */
export const startScreen = ({ pathname, search }: { pathname: string; search: string }, signedIn: boolean): void => {
    const screen = screenAt(consoleScreens, pathname);
    void screen?.Component.preload().catch(() => undefined);
    const decl = screen?.resource;
    if (decl && signedIn && !search && !decl.list.parent && pageKey(pathname) === decl.route.toLowerCase()) {
        const prime = () => {
            // Kept for the next load of this page to ask ahead (a whole list, for its worker to read ahead).
            watchRequest(pageKey(pathname), decl.api.list.endpoint);
            void dataProvider.primeList(decl.route, firstListParams(decl)).catch(() => undefined);
        };
        const { extra } = screen;
        if (!extra) {
            if (mayOpen(screen, sessionRole())) holdChromeForList();
            prime();
        } else {
            // A list of an extra is asked for once the API says it has it, and the chrome does not wait for it.
            const offered = dataProvider.capabilities().then(extras => extras.includes(extra));
            void offered.then(
                yes => yes && prime(),
                () => undefined,
            );
        }
    }
    // What the API offers beyond the spec, beside the list (one small call): the menus and screens take this answer,
    // and with staff roles the session's permissions, which the menu and the screen wait for: kept to ask ahead too.
    if (signedIn) {
        watchRequest(CAPABILITIES_PATH, CAPABILITIES_API);
        void dataProvider.capabilities().catch(() => undefined);
    }
    // And what this session may do (a staff member's role), so a refused screen is said before it asks anything.
    if (signedIn) void dataProvider.permissions().catch(() => undefined);
};
