import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MenuItemLink } from 'react-admin';
import type { SidebarGroupHeaderProps, SidebarLinkProps } from '../../src/ui/SidebarLink';

/**
 * The sidebar's entries drawn by the library, for bench/ui.ts and the parity page: react-admin's MenuItemLink
 * and, for a group's header, MUI's MenuItem in a Tooltip (src/ui/SidebarLink.tsx's exports).
 */
export const SIDEBAR_ENTRY = 'MuiMenuItem-root';
export const SIDEBAR_ENTRY_ICON = 'MuiListItemIcon-root';
export const ACTIVE_LINK = 'RaMenuItemLink-active';

/** The library's entries carry their own look. */
export const sidebarEntries = {};

export const SidebarLink = ({ label, icon, mini: _mini, onFollow: _onFollow, ...rest }: SidebarLinkProps) => (
    <MenuItemLink primaryText={label} leftIcon={icon} {...rest} />
);

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
            {/* Tripled: above MenuItem's own rule for its icons (36 px), whichever came last. */}
            <ListItemIcon sx={{ '&&&': { minWidth: 40 } }}>{icon}</ListItemIcon>
            <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
                {label}
            </Typography>
            {after}
        </MenuItem>
    </Tooltip>
);

/** react-admin's links follow themselves. */
export const useFollowLink = () => () => undefined;
