import { useMemo } from 'react';
import { Menu as RaMenu, useResourceDefinitions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { preloadOnIntent } from '../resources/preloadScreen';
import { MENU, PAGE_ROUTES } from './menuEntries';
import { MenuGroupItem } from './MenuGroupItem';
import { authProvider } from '../authProvider/instance';
import { coachMenu, groupHolding, isGroup, screenExists, visibleMenu } from './menuRules';

/** The sidebar: the spec's menu, showing only the entries whose screen exists (a coach's view: what a coach may open). */
export const Menu = () => {
    const translate = useTranslate();
    const resources = useResourceDefinitions();
    const { pathname } = useLocation();
    // Logged in as a coach: the console opens afresh, so this is read once per page load.
    const coachView = authProvider.isLoggedInAs();
    const entries = useMemo(() => {
        const all = visibleMenu(MENU, screenExists(Object.keys(resources), PAGE_ROUTES));
        return coachView ? coachMenu(all) : all;
    }, [resources, coachView]);
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
                        {...preloadOnIntent(entry.route)}
                    />
                ),
            )}
        </RaMenu>
    );
};
