import { useLogout } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';

export interface LogoutConfirmProps {
    open: boolean;
    onClose: () => void;
    onLogout?: () => void;
}

/** "Are you sure you want to logout ?", then the logout (loaded on first use: see LogoutConfirm). */
const LogoutDialog = ({ open, onClose, onLogout }: LogoutConfirmProps) => {
    const logout = useLogout();
    return (
        <ConfirmDialog
            open={open}
            title="app.logout_confirm"
            confirm="app.logout"
            onConfirm={() => {
                onClose();
                onLogout?.();
                void logout();
            }}
            onClose={onClose}
        />
    );
};
export default LogoutDialog;
