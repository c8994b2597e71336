import AccountCircle from '@mui/icons-material/AccountCircle';
import LockReset from '@mui/icons-material/LockReset';
import Settings from '@mui/icons-material/Settings';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import type { ComponentType } from 'react';
import { useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { authProvider } from '../authProvider/instance';
import { profilePath } from '../resources/people/profilePath';
import { useSessionPermissions } from '../schema/views/usePermissions';
import { useMayOpen } from '../screens/access';
import { screenAt, useScreens } from '../screens/registry';

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

/** The profile screen, where this session may open it: a staff member's role may refuse it. */
const useProfileScreen = (path: string): boolean => {
    const screens = useScreens();
    const may = useMayOpen();
    const screen = screenAt(screens, path);
    return screen !== undefined && may?.(screen) === true;
};

/**
 * The super-admin's profile; logged in as a coach, the coach's own profile page; a staff member has none of their
 * own, and sees the super-admin's only where their role grants it.
 */
export const MyProfileItem = (props: FocusProps) => {
    const { identity } = useGetIdentity();
    const coachView = authProvider.loggedInAs() === 'coach';
    const to = coachView && identity ? profilePath(String(identity.id), 'coach') : '/general/profile';
    const offered = useProfileScreen(to);
    return offered ? <ProfileLink {...props} to={to} label="app.my_profile" icon={AccountCircle} /> : null;
};

/**
 * The super-admin's own password. A coach's is set from the coach's row (Change Password), a staff member's reset
 * by the super-admin through the outbox: neither view has it.
 */
export const ChangePasswordItem = (props: FocusProps) => {
    const { known, permissions } = useSessionPermissions();
    return authProvider.isLoggedInAs() || !known || !permissions.all ? null : (
        <ProfileLink {...props} to="/resetpassword" label="app.change_password" icon={LockReset} />
    );
};

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
