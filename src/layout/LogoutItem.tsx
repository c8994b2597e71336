import ExitToApp from '@mui/icons-material/ExitToApp';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { forwardRef, useState } from 'react';
import { useLogout, useTranslate, useUserMenu } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';

/** Logout in the profile menu, after "Are you sure you want to logout ?". */
export const LogoutItem = forwardRef<HTMLLIElement>((_props, ref) => {
    const translate = useTranslate();
    const logout = useLogout();
    const userMenu = useUserMenu();
    const [asking, setAsking] = useState(false);
    return (
        <>
            <MenuItem ref={ref} onClick={() => setAsking(true)}>
                <ListItemIcon>
                    <ExitToApp fontSize="small" />
                </ListItemIcon>
                <ListItemText>{translate('app.logout')}</ListItemText>
            </MenuItem>
            <ConfirmDialog
                open={asking}
                title="app.logout_confirm"
                confirm="app.logout"
                onConfirm={() => {
                    setAsking(false);
                    userMenu?.onClose();
                    void logout();
                }}
                onClose={() => setAsking(false)}
            />
        </>
    );
});
LogoutItem.displayName = 'LogoutItem';
