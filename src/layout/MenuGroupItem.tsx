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
import type { MenuGroup } from './menuRules';

interface MenuGroupItemProps {
    group: MenuGroup;
    /** The current route is one of the group's links. */
    holdsCurrentRoute: boolean;
}

/** A sidebar group: a header that expands and collapses its links. */
export const MenuGroupItem = ({ group, holdsCurrentRoute }: MenuGroupItemProps) => {
    const translate = useTranslate();
    const [sidebarOpen] = useSidebarState();
    const [open, setOpen] = useState(holdsCurrentRoute);
    const [held, setHeld] = useState(holdsCurrentRoute);
    // Arriving on one of its routes opens the group; leaving one leaves it as the user set it.
    if (held !== holdsCurrentRoute) {
        setHeld(holdsCurrentRoute);
        if (holdsCurrentRoute) setOpen(true);
    }
    const listId = useId();
    const label = translate(group.label);
    const Icon = group.icon;

    const header = (
        <MenuItem
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={listId}
            tabIndex={0}
            sx={{ color: 'text.secondary' }}
        >
            <ListItemIcon sx={{ minWidth: 40, color: 'text.secondary' }}>
                <Icon />
            </ListItemIcon>
            <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
                {label}
            </Typography>
            {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </MenuItem>
    );

    return (
        <>
            {sidebarOpen ? (
                header
            ) : (
                <Tooltip title={label} placement="right">
                    {header}
                </Tooltip>
            )}
            <Collapse in={open} component="li" role="none">
                <List id={listId} role="group" aria-label={label} disablePadding>
                    {group.entries.map(({ route, label: linkLabel, icon: LinkIcon }) => (
                        <MenuItemLink
                            key={route}
                            to={route}
                            primaryText={linkLabel}
                            leftIcon={<LinkIcon />}
                            // Indented under the header while the labels show; the mini sidebar shows icons only.
                            sx={{ pl: sidebarOpen ? 4 : 2 }}
                        />
                    ))}
                </List>
            </Collapse>
        </>
    );
};
