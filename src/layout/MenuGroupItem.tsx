import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { MenuItemLink, useSidebarState, useTranslate } from 'react-admin';
import { OnceOpened } from '../schema/views/OnceOpened';
import { preloadOnIntent } from '../screens/registry';
import { currentMark, type MenuGroup } from './menuRules';

interface MenuGroupItemProps {
    group: MenuGroup;
    /** The current route is one of the group's links. */
    holdsCurrentRoute: boolean;
    /** The menu link marked as where the user is. */
    current?: string;
}

/** A sidebar group: a header (an MUI menu item, as react-admin's links) that expands and collapses its links. */
export const MenuGroupItem = ({ group, holdsCurrentRoute, current }: MenuGroupItemProps) => {
    const translate = useTranslate();
    const [sidebarOpen] = useSidebarState();
    const [open, setOpen] = useState(holdsCurrentRoute);
    const [held, setHeld] = useState(holdsCurrentRoute);
    // Open when the page came: shown at once; opened later, it unfolds.
    const [openAtFirst] = useState(holdsCurrentRoute);
    // Arriving on one of its routes opens the group; leaving one leaves it as the user set it.
    if (held !== holdsCurrentRoute) {
        setHeld(holdsCurrentRoute);
        if (holdsCurrentRoute) setOpen(true);
    }
    const listId = useId();
    const label = translate(group.label, { _: group.label });
    const Icon = group.icon;

    return (
        <>
            {/* The mini sidebar shows icons only: a tooltip names the group, as react-admin's links do. */}
            <Tooltip title={sidebarOpen ? '' : label} placement="right">
                <MenuItem
                    onClick={() => setOpen(!open)}
                    aria-expanded={open}
                    // Its links are mounted only while open (a closed group costs the page nothing).
                    aria-controls={open ? listId : undefined}
                    sx={{ color: 'text.secondary' }}
                >
                    <ListItemIcon sx={{ minWidth: 40 }}>
                        <Icon />
                    </ListItemIcon>
                    <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
                        {label}
                    </Typography>
                    {sidebarOpen && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
                </MenuItem>
            </Tooltip>
            {/* A group never opened costs the page nothing, not even its folding box. */}
            <OnceOpened open={open}>
                <Collapse in={open} appear={!openAtFirst} component="li" role="none" unmountOnExit>
                    <List
                        id={listId}
                        role="group"
                        aria-label={label}
                        disablePadding
                        // The mini sidebar shows icons only: a tint tells the group's links from the others.
                        sx={{ bgcolor: sidebarOpen ? undefined : 'action.hover' }}
                    >
                        {group.entries.map(({ route, label: linkLabel, icon: LinkIcon, screen }) => (
                            <MenuItemLink
                                key={route}
                                to={route}
                                primaryText={translate(linkLabel, { _: linkLabel })}
                                leftIcon={<LinkIcon />}
                                // Indented under its header while the sidebar shows text.
                                style={sidebarOpen ? { paddingLeft: 32 } : undefined}
                                {...currentMark(route, current)}
                                {...preloadOnIntent(screen)}
                            />
                        ))}
                    </List>
                </Collapse>
            </OnceOpened>
        </>
    );
};
