import { useMemo } from 'react';
import { Menu as RaMenu, useResourceDefinitions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { preloadOnIntent } from '../resources/preloadScreen';
import { MENU, PAGE_ROUTES } from './menuEntries';
import { MenuGroupItem } from './MenuGroupItem';
import { groupHolding, isGroup, screenExists, visibleMenu } from './menuRules';

/** The sidebar: the spec's menu, showing only the entries whose screen exists. */
export const Menu = () => {
    const translate = useTranslate();
    const resources = useResourceDefinitions();
    const { pathname } = useLocation();
    const entries = useMemo(
        () => visibleMenu(MENU, screenExists(Object.keys(resources), PAGE_ROUTES)),
        [resources],
    );
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
