import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type MouseEvent, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useSessionPermissions } from '../schema/views/usePermissions';
import { useSessionRole } from '../schema/views/listScreenContext';
import { preloadOnIntent, useOfferedScreens } from '../screens/registry';
import { currentRoute, groupHolding, isGroup, type MenuGroup, menuOf } from './menuRules';

/** A group as a button that opens its links in a menu (arrow keys move, Escape closes, Enter follows). */
const GroupDropdown = ({ group, current, here }: { group: MenuGroup; current: boolean; here?: string }) => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const menuId = useId();
    const close = () => setAnchor(null);
    const Icon = group.icon;
    return (
        <>
            <Button
                color="inherit"
                className={current ? 'nav-active' : undefined}
                aria-haspopup="menu"
                aria-expanded={anchor !== null}
                aria-controls={anchor ? menuId : undefined}
                startIcon={<Icon />}
                endIcon={<ExpandMore />}
                onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
            >
                {translate(group.label)}
            </Button>
            <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} disableScrollLock>
                {group.entries.map(({ route, label, icon: LinkIcon, screen }) => (
                    <MenuItem
                        key={route}
                        component={Link}
                        to={route}
                        selected={route === here}
                        aria-current={route === here ? 'page' : undefined}
                        onClick={close}
                        {...preloadOnIntent(screen)}
                    >
                        <ListItemIcon>
                            <LinkIcon />
                        </ListItemIcon>
                        <ListItemText>{translate(label)}</ListItemText>
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};

/**
 * The horizontal layout's menu: a bar under the top bar with the same
 * entries as the sidebar (a single dashboard entry, spec part 1 section 2),
 * the groups as dropdown menus; empty, its height kept, until the session's permissions are known.
 */
export const HorizontalMenu = () => {
    const translate = useTranslate();
    const screens = useOfferedScreens();
    const { pathname } = useLocation();
    const role = useSessionRole();
    const { known, permissions } = useSessionPermissions();
    // No entry before the session's permissions are known (a staff member would see refused screens meanwhile).
    const entries = useMemo(
        () => (known ? menuOf(screens, role, permissions) : []),
        [known, screens, role, permissions],
    );
    const openGroup = groupHolding(entries, pathname, screens);
    const here = currentRoute(entries, pathname, screens);
    return (
        <Box
            component="nav"
            className="horizontal-menu"
            aria-label={translate('app.sidebar')}
            sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 0.5,
                px: 1,
                py: 0.5,
                mx: -1,
                '& .MuiButton-root': { textTransform: 'none', px: 1.5 },
            }}
        >
            {!known && (
                // The bar keeps a row's height while it waits: the screen below does not move when the entries come.
                <Button aria-hidden tabIndex={-1} disabled sx={{ visibility: 'hidden' }}>
                    &nbsp;
                </Button>
            )}
            {entries.map(entry =>
                isGroup(entry) ? (
                    <GroupDropdown key={entry.group} group={entry} current={entry.group === openGroup} here={here} />
                ) : (
                    <Button
                        key={entry.route}
                        color="inherit"
                        component={Link}
                        to={entry.route}
                        className={entry.route === here ? 'nav-active' : undefined}
                        aria-current={entry.route === here ? 'page' : undefined}
                        startIcon={<entry.icon />}
                        {...preloadOnIntent(entry.screen)}
                    >
                        {translate(entry.label)}
                    </Button>
                ),
            )}
        </Box>
    );
};
