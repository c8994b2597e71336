import { useMemo } from 'react';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { authProvider } from '../authProvider/instance';
import { preloadOnIntent, useScreens } from '../screens/registry';
import { MenuGroupItem } from './MenuGroupItem';
import { groupHolding, isGroup, menuOf } from './menuRules';

/** The sidebar: the spec's menu, from the screen registry (a coach's view: what a coach may open). */
export const Menu = () => {
    const translate = useTranslate();
    const screens = useScreens();
    const { pathname } = useLocation();
    // Logged in as a coach: the console opens afresh, so this is read once per page load.
    const coachView = authProvider.isLoggedInAs();
    const entries = useMemo(() => menuOf(screens, coachView), [screens, coachView]);
    const openGroup = groupHolding(entries, pathname);
    return (
        <RaMenu aria-label={translate('app.sidebar')}>
            {entries.map(entry =>
                isGroup(entry) ? (
                    <MenuGroupItem key={entry.group} group={entry} holdsCurrentRoute={entry.group === openGroup} />
                ) : (
                    <RaMenu.Item
                        key={entry.route}
                        to={entry.route}
                        primaryText={entry.label}
                        leftIcon={<entry.icon />}
                        {...preloadOnIntent(entry.screen)}
                    />
                ),
            )}
        </RaMenu>
    );
};
