import { memo, useMemo } from 'react';
import { MenuItemLink, Menu as RaMenu, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useSessionRole } from '../schema/views/listScreenContext';
import { preloadOnIntent, useOfferedScreens } from '../screens/registry';
import { useChromeReady } from './chromeReady';
import { MenuGroupItem } from './MenuGroupItem';
import { KeptLocation } from '../components/KeptLocation';
import { currentMark, currentRoute, groupHolding, isGroup, type MenuEntry, menuOf, menuView } from './menuRules';

/**
 * The sidebar: the spec's menu, from the screen registry (a coach's view:
 * what a coach may open). On a list opened at boot its links come in the
 * frame after the list's rows (./chromeReady); the sidebar is there already.
 * Its links are react-admin's: drawn after the rows, a lighter copy bought
 * nothing measurable (docs/ui-kit.md).
 */
export const Menu = () => (useChromeReady() ? <MenuLinks /> : null);

const MenuLinks = () => {
    const screens = useOfferedScreens();
    const { pathname } = useLocation();
    const role = useSessionRole();
    const entries = useMemo(() => menuOf(screens, role), [screens, role]);
    const openGroup = groupHolding(entries, pathname, screens);
    const current = currentRoute(entries, pathname, screens);
    return (
        // The links read the URL too (react-admin's active match): they see it change only when the menu would.
        <KeptLocation keep={menuView(entries, pathname, screens)}>
            <MenuBody entries={entries} openGroup={openGroup} current={current} />
        </KeptLocation>
    );
};

const MenuBody = memo(function MenuBody({
    entries,
    openGroup,
    current,
}: {
    entries: readonly MenuEntry[];
    openGroup: string | undefined;
    current: string | undefined;
}) {
    const translate = useTranslate();
    return (
        <RaMenu aria-label={translate('app.sidebar')}>
            {entries.map(entry =>
                isGroup(entry) ? (
                    <MenuGroupItem
                        key={entry.group}
                        group={entry}
                        holdsCurrentRoute={entry.group === openGroup}
                        current={current}
                    />
                ) : (
                    <MenuItemLink
                        key={entry.route}
                        to={entry.route}
                        primaryText={translate(entry.label, { _: entry.label })}
                        leftIcon={<entry.icon />}
                        {...currentMark(entry.route, current)}
                        {...preloadOnIntent(entry.screen)}
                    />
                ),
            )}
        </RaMenu>
    );
});
