import { useLogout } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';

/** "Are you sure you want to logout ?", then the logout; wherever a Logout button or menu item is. */
export const LogoutConfirm = ({ open, onClose, onLogout }: { open: boolean; onClose: () => void; onLogout?: () => void }) => {
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
