import ExitToApp from '@mui/icons-material/ExitToApp';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { forwardRef, useState } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { LogoutConfirm } from './LogoutConfirm';

/** Logout in the profile menu, after "Are you sure you want to logout ?". */
export const LogoutItem = forwardRef<HTMLLIElement>((_props, ref) => {
    const translate = useTranslate();
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
            <LogoutConfirm open={asking} onClose={() => setAsking(false)} onLogout={() => userMenu?.onClose()} />
        </>
    );
});
LogoutItem.displayName = 'LogoutItem';
