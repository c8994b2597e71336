import { memo, useMemo } from 'react';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { KeptLocation } from '../components/KeptLocation';
import { HintLayer } from '../ui/HintButton';
import { useSessionPermissions } from '../schema/views/usePermissions';
import { useSessionRole } from '../schema/views/listScreenContext';
import { preloadOnIntent, useOfferedScreens } from '../screens/registry';
import { useChromeReady } from './chromeReady';
import { MenuGroupItem } from './MenuGroupItem';
import type { Permissions } from '../shared/permissions/model';
import { currentMark, currentRoute, groupHolding, isGroup, type MenuEntry, menuOf, menuView } from './menuRules';
import { SidebarLink, sidebarEntries, useFollowLink } from '../ui/SidebarLink';

/**
 * The sidebar: the spec's menu, from the screen registry (a coach's view:
 * what a coach may open, a staff member's: what their role may list). On a list opened at boot its links come in
 * the frame after the list's rows (./chromeReady), and never before the session's permissions (a staff member
 * would see the super-admin's screens for a moment); the sidebar is there already, so nothing moves.
 * Its entries are light (./SidebarLink): one click handler, and in the mini
 * sidebar one tooltip, for all of them.
 */
export const Menu = () => {
    const ready = useChromeReady();
    const { known, permissions } = useSessionPermissions();
    return ready && known ? <MenuLinks permissions={permissions} /> : null;
};

const MenuLinks = ({ permissions }: { permissions: Permissions }) => {
    const screens = useOfferedScreens();
    const { pathname } = useLocation();
    const role = useSessionRole();
    const entries = useMemo(() => menuOf(screens, role, permissions), [screens, role, permissions]);
    const openGroup = groupHolding(entries, pathname, screens);
    const current = currentRoute(entries, pathname, screens);
    return (
        // The entries read the URL too (the click handler): they see it change only when the menu would.
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
    const [sidebarOpen] = useSidebarState();
    const follow = useFollowLink();
    return (
        <HintLayer placement="right">
            <RaMenu aria-label={translate('app.sidebar')} sx={sidebarEntries}>
                {entries.map(entry =>
                    isGroup(entry) ? (
                        <MenuGroupItem
                            key={entry.group}
                            group={entry}
                            holdsCurrentRoute={entry.group === openGroup}
                            current={current}
                            onFollow={follow}
                        />
                    ) : (
                        <SidebarLink
                            key={entry.route}
                            to={entry.route}
                            label={translate(entry.label, { _: entry.label })}
                            icon={<entry.icon />}
                            mini={!sidebarOpen}
                            onFollow={follow}
                            {...currentMark(entry.route, current)}
                            {...preloadOnIntent(entry.screen)}
                        />
                    ),
                )}
            </RaMenu>
        </HintLayer>
    );
});
