/**
 * src/layout/MenuGroupItem.tsx as the library draws it (`npm run bench:ui`): the group's header an MUI MenuItem
 * (a ButtonBase) where the console's is a plain button; its links as the console draws them.
 */
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type MouseEvent, useId, useState } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import type { MenuGroup } from '../../src/layout/menuRules';
import { currentMark } from '../../src/layout/menuRules';
import { OnceOpened } from '../../src/schema/views/OnceOpened';
import { preloadOnIntent } from '../../src/screens/registry';
import { SidebarLink } from '../../src/ui/SidebarLink';

export const MenuGroupItem = ({
    group,
    holdsCurrentRoute,
    current,
    onFollow,
}: {
    group: MenuGroup;
    holdsCurrentRoute: boolean;
    current?: string;
    onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
}) => {
    const translate = useTranslate();
    const [sidebarOpen] = useSidebarState();
    const [open, setOpen] = useState(holdsCurrentRoute);
    const listId = useId();
    const label = translate(group.label, { _: group.label });
    const Icon = group.icon;
    const header = (
        <MenuItem onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={open ? listId : undefined}>
            <ListItemIcon>
                <Icon />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
            {sidebarOpen && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
        </MenuItem>
    );
    return (
        <>
            {sidebarOpen ? header : <Tooltip title={label}>{header}</Tooltip>}
            <OnceOpened open={open}>
                <Collapse in={open} component="li" role="none" unmountOnExit>
                    <List id={listId} role="group" aria-label={label} disablePadding>
                        {group.entries.map(({ route, label: linkLabel, icon: LinkIcon, screen }) => (
                            <SidebarLink
                                key={route}
                                to={route}
                                label={translate(linkLabel, { _: linkLabel })}
                                icon={<LinkIcon />}
                                mini={!sidebarOpen}
                                onFollow={onFollow}
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
