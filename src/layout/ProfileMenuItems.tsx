import AccountCircle from '@mui/icons-material/AccountCircle';
import LockReset from '@mui/icons-material/LockReset';
import Settings from '@mui/icons-material/Settings';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import type { ComponentType } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';

/** What MUI's menu hands its items to manage focus. */
type FocusProps = Pick<MenuItemProps, 'autoFocus' | 'tabIndex'>;

interface ProfileLinkProps extends FocusProps {
    to: string;
    label: string;
    icon: ComponentType<{ fontSize?: 'small' }>;
}

/** A profile-menu entry that navigates and closes the menu. */
const ProfileLink = ({ to, label, icon: Icon, ...focus }: ProfileLinkProps) => {
    const translate = useTranslate();
    const userMenu = useUserMenu();
    return (
        <MenuItem {...focus} component={Link} to={to} onClick={() => userMenu?.onClose()}>
            <ListItemIcon>
                <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate(label)}</ListItemText>
        </MenuItem>
    );
};

export const MyProfileItem = (props: FocusProps) => (
    <ProfileLink {...props} to="/general/profile" label="app.my_profile" icon={AccountCircle} />
);

export const ChangePasswordItem = (props: FocusProps) => (
    <ProfileLink {...props} to="/resetpassword" label="app.change_password" icon={LockReset} />
);

/** The spec gives Settings no action yet, so it is shown disabled rather than doing nothing on click. */
export const SettingsItem = (props: FocusProps) => {
    const translate = useTranslate();
    return (
        <MenuItem {...props} disabled>
            <ListItemIcon>
                <Settings fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.settings')}</ListItemText>
        </MenuItem>
    );
};
