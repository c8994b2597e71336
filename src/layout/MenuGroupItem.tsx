import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import { OnceOpened } from '../schema/views/OnceOpened';
import List from '@mui/material/List';
import { type MouseEvent, useId, useState } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { preloadOnIntent } from '../screens/registry';
import { currentMark, type MenuGroup } from './menuRules';
import { SidebarGroupHeader, SidebarLink } from '../ui/SidebarLink';

interface MenuGroupItemProps {
    group: MenuGroup;
    /** The current route is one of the group's links. */
    holdsCurrentRoute: boolean;
    /** The menu link marked as where the user is. */
    current?: string;
    /** The menu's click handler for its links. */
    onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A sidebar group: a header that expands and collapses its links. */
export const MenuGroupItem = ({ group, holdsCurrentRoute, current, onFollow }: MenuGroupItemProps) => {
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
            <SidebarGroupHeader
                label={label}
                icon={<Icon />}
                mini={!sidebarOpen}
                expanded={open}
                // Its links are mounted only while open (a closed group costs the page nothing).
                controls={open ? listId : undefined}
                after={sidebarOpen && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
                onToggle={() => setOpen(!open)}
            />
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
                            <SidebarLink
                                key={route}
                                to={route}
                                label={translate(linkLabel, { _: linkLabel })}
                                icon={<LinkIcon />}
                                mini={!sidebarOpen}
                                onFollow={onFollow}
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
