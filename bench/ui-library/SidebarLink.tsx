import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { MenuItemLink } from 'react-admin';

/**
 * The sidebar's entries drawn by the library, for bench/ui.ts and the parity page: react-admin's MenuItemLink
 * and, for a group's header, MUI's MenuItem in a Tooltip (src/ui/SidebarLink.tsx's exports).
 */
export const SIDEBAR_ENTRY = 'MuiMenuItem-root';
export const SIDEBAR_ENTRY_ICON = 'MuiListItemIcon-root';
export const ACTIVE_LINK = 'RaMenuItemLink-active';

/** The library's entries carry their own look. */
export const sidebarEntries = {};

type SidebarLinkProps = Omit<HTMLAttributes<HTMLAnchorElement>, 'onClick'> & {
    to: string;
    label: string;
    icon: ReactNode;
    mini: boolean;
    onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
};

export const SidebarLink = ({ label, icon, mini: _mini, onFollow: _onFollow, ...rest }: SidebarLinkProps) => (
    <MenuItemLink primaryText={label} leftIcon={icon} {...rest} />
);

interface SidebarGroupHeaderProps {
    label: string;
    icon: ReactNode;
    mini: boolean;
    expanded: boolean;
    controls?: string;
    after?: ReactNode;
    onToggle: () => void;
}

export const SidebarGroupHeader = ({
    label,
    icon,
    mini,
    expanded,
    controls,
    after,
    onToggle,
}: SidebarGroupHeaderProps) => (
    <Tooltip title={mini ? label : ''} placement="right">
        <MenuItem onClick={onToggle} aria-expanded={expanded} aria-controls={controls} sx={{ color: 'text.secondary' }}>
            <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
            <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
                {label}
            </Typography>
            {after}
        </MenuItem>
    </Tooltip>
);

/** react-admin's links follow themselves. */
export const useFollowLink = () => () => undefined;
