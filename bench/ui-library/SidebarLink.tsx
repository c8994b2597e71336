/**
 * src/ui/SidebarLink.tsx as the library draws it (`npm run bench:ui`): each sidebar link react-admin's
 * MenuItemLink (MUI MenuItem, router link, tooltip in the mini sidebar); the group header keeps the copy's content.
 */
import ListItemIcon from '@mui/material/ListItemIcon';
import type { MouseEvent, ReactNode } from 'react';
import { MenuItemLink } from 'react-admin';

export { SIDEBAR_ENTRY, sidebarEntry, useFollowLink } from '../../src/ui/SidebarLink';

export const EntryContent = ({ icon, label, after }: { icon: ReactNode; label: string; after?: ReactNode }) => (
    <>
        <ListItemIcon>{icon}</ListItemIcon>
        <span style={{ flexGrow: 1 }}>{label}</span>
        {after}
    </>
);

export const SidebarLink = ({
    to,
    label,
    icon,
    mini: _mini,
    onFollow: _onFollow,
    ...rest
}: {
    to: string;
    label: string;
    icon: ReactNode;
    mini: boolean;
    onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
    style?: object;
}) => <MenuItemLink to={to} primaryText={label} leftIcon={icon} {...rest} />;
