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
    /** Inside the console: below its top bar and the controls marked TOAST_CLEAR, so all of them stay in reach. */
    belowAppBar?: boolean;
    /** The close button's name, in the chosen language (MUI's own is English). */
    closeText?: string;
}

/** Marks what a toast must leave in view: a page's heading line with its Add button, a list's tools, the log-in-as banner. */
export const TOAST_CLEAR = { 'data-toast-clear': '' } as const;

const GAP = 8;

/**
 * Where a toast's top edge goes inside the console: below the top bar and below whatever on the top half of the
 * window is marked TOAST_CLEAR (the controls the user needs next: "Add", "Back to super admin"), so it covers none.
 */
const clearTop = (): number => {
    const marked = [...document.querySelectorAll('header, [data-toast-clear]')].map(el => el.getBoundingClientRect());
    const bottoms = marked
        .filter(box => box.height > 0 && box.bottom > 0 && box.top < window.innerHeight / 2)
        .map(box => box.bottom);
    return Math.ceil(Math.max(0, ...bottoms)) + GAP;
};

/**
 * The one toast of the console, on every page: top right, coloured by kind,
 * with its icon and a close button, gone after 5000 ms. It depends on MUI
 * only, so the sign-in page can use it before react-admin loads.
 */
export const Toast = ({ open, message, severity, onClose, onExited, belowAppBar = false, closeText }: ToastProps) => {
    const [top, setTop] = useState<number | undefined>(undefined);
    useLayoutEffect(() => {
        // Measured as it opens: the page under it is the one the user acts on next.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        if (open && belowAppBar) setTop(clearTop());
    }, [open, belowAppBar]);
    return (
        <Snackbar
            open={open}
            autoHideDuration={TOAST_MS}
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
            slotProps={{ transition: { onExited } }}
            sx={belowAppBar && top !== undefined ? { top: { xs: top, sm: top } } : undefined}
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
