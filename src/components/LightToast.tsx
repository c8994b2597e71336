import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { ReactNode } from 'react';
import { TOAST_MS } from '../config';
import { publicText } from '../i18n/publicTexts';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

interface ToastProps {
    open: boolean;
    message: ReactNode;
    severity: ToastSeverity;
    /** Closed by its button, by time, or by Escape (a click elsewhere leaves it). */
    onClose: () => void;
    /** Called once it has faded out. */
    onExited?: () => void;
    /** Inside the console: below its top bar, so the greeting, reload and avatar stay in reach. */
    belowAppBar?: boolean;
    /** The close button's name, in the chosen language (MUI's own is English). */
    closeText?: string;
}

/**
 * The one toast of the console, on every page: top right, coloured by kind,
 * with its icon and a close button, gone after 5000 ms. It depends on MUI
 * only, so the sign-in page can use it before react-admin loads.
 */
export const Toast = ({ open, message, severity, onClose, onExited, belowAppBar = false, closeText }: ToastProps) => (
    <Snackbar
        open={open}
        autoHideDuration={TOAST_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
        slotProps={{ transition: { onExited } }}
        // The top bar is 48px high (56px on a phone, where react-admin's bar is taller): the toast sits 8px under it.
        sx={belowAppBar ? { top: { xs: 64, sm: 56 } } : undefined}
    >
        <Alert
            severity={severity}
            variant="filled"
            onClose={onClose}
            closeText={closeText}
            sx={{ width: '100%', maxWidth: 480 }}
        >
            {message}
        </Alert>
    </Snackbar>
);

interface Props {
    /** The text; null hides the toast. */
    message: string | null;
    severity: 'success' | 'error';
    onClose: () => void;
}

/** The toast of the pages that run before react-admin loads (sign-in, password reset notice). */
export const LightToast = ({ message, severity, onClose }: Props) => (
    <Toast
        open={message !== null}
        message={message}
        severity={severity}
        onClose={onClose}
        closeText={publicText('Close', 'ra.action.close')}
    />
);
