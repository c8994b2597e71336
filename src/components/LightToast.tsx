import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { type ReactNode, useLayoutEffect, useState } from 'react';
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
    /** Inside the console: clear of the controls marked TOAST_CLEAR, so all of them stay in reach. */
    inConsole?: boolean;
    /** The close button's name, in the chosen language (MUI's own is English). */
    closeText?: string;
}

/**
 * Marks what a toast must leave in view when it reaches the bottom of the window, where toasts show (a page's
 * heading line with its Add button, the log-in-as banner: on a short window).
 */
export const TOAST_CLEAR = { 'data-toast-clear': '' } as const;

const GAP = 8;
/** The bottom of the window a toast may take (MUI's 24 px margin and a toast of two lines). */
const TOAST_BAND = 120;

/**
 * How far above the window's bottom a toast's bottom edge goes inside the console: above whatever reaching into
 * its band is marked TOAST_CLEAR, and above an open dialog's buttons there (a save the server refused is tried
 * again), so it covers none; undefined when nothing is there (MUI's own margin).
 */
const clearBottom = (): number | undefined => {
    const height = window.innerHeight;
    const lifts = [...document.querySelectorAll('[data-toast-clear], .MuiDialogActions-root')]
        .map(el => el.getBoundingClientRect())
        .filter(box => box.height > 0 && box.top < height && box.bottom > height - TOAST_BAND)
        .map(box => height - box.top);
    return lifts.length ? Math.ceil(Math.max(...lifts)) + GAP : undefined;
};

/**
 * The one toast of the console, on every page: bottom right (full width at the bottom of a phone), coloured by
 * kind, with its icon and a close button, gone after 5000 ms. At the bottom it covers neither the top bar nor a
 * list's toolbar (Views, Save view, Columns, Export), which the user is likely to reach for next. It depends on
 * MUI only, so the sign-in page can use it before react-admin loads.
 */
export const Toast = ({ open, message, severity, onClose, onExited, inConsole = false, closeText }: ToastProps) => {
    const [bottom, setBottom] = useState<number | undefined>(undefined);
    useLayoutEffect(() => {
        // Measured as it opens: the page under it is the one the user acts on next.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        if (open && inConsole) setBottom(clearBottom());
    }, [open, inConsole]);
    return (
        <Snackbar
            open={open}
            autoHideDuration={TOAST_MS}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
            slotProps={{ transition: { onExited } }}
            sx={inConsole && bottom !== undefined ? { bottom: { xs: bottom, sm: bottom } } : undefined}
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
};

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
