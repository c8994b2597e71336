import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
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

/** What a toast on a phone stays above: an open dialog's action bar, the bottom bars marked TOAST_CLEAR. */
const BOTTOM_CONTROLS = '.MuiDialogActions-root, [data-toast-clear]';

/** The visible boxes of `selector` whose edges lie in the half of the window `half` names. */
const boxesIn = (selector: string, half: 'top' | 'bottom') =>
    [...document.querySelectorAll(selector)]
        .map(el => el.getBoundingClientRect())
        .filter(box => box.height > 0 && box.bottom > 0 && box.top < window.innerHeight)
        .filter(box => (half === 'top' ? box.top < window.innerHeight / 2 : box.top >= window.innerHeight / 2));

/**
 * Where a toast's top edge goes inside the console: below the top bar and below whatever on the top half of the
 * window is marked TOAST_CLEAR (the controls the user needs next: "Add", "Back to super admin"), so it covers none.
 */
const clearTop = (): number =>
    Math.ceil(Math.max(0, ...boxesIn('header, [data-toast-clear]', 'top').map(box => box.bottom))) + GAP;

/** The height a toast of a line or two needs, with its gaps. */
const TOAST_ROOM = 96;

/**
 * On a phone, how far above the window's bottom a toast goes: at the edge, unless a dialog's buttons (or a bar
 * marked TOAST_CLEAR) leave no room below them; then just above them.
 */
const clearBottom = (): number => {
    const controls = boxesIn(BOTTOM_CONTROLS, 'bottom');
    const lowest = Math.max(0, ...controls.map(box => box.bottom));
    if (!controls.length || window.innerHeight - lowest >= TOAST_ROOM) return GAP;
    return Math.ceil(window.innerHeight - Math.min(...controls.map(box => box.top))) + GAP;
};

/** On a phone: measured as it opens, and again as an open dialog changes size (a restore can empty its list). */
const useClearBottom = (active: boolean) => {
    const [offset, setOffset] = useState<number | undefined>(undefined);
    useLayoutEffect(() => {
        if (!active) return undefined;
        const measure = () => setOffset(clearBottom());
        measure();
        const observer = new ResizeObserver(measure);
        document.querySelectorAll('.MuiDialog-paper').forEach(paper => observer.observe(paper));
        return () => observer.disconnect();
    }, [active]);
    return offset;
};

/** A phone's window: the toast goes to the bottom, full width, where a list's search and a dialog's title are not. */
const PHONE = '(max-width:599.95px)';

/**
 * The one toast of the console, on every page: top right (on a phone at the bottom, full width), coloured by kind,
 * with its icon and a close button, gone after 5000 ms. It depends on MUI only, so the sign-in page can use it
 * before react-admin loads.
 */
export const Toast = ({ open, message, severity, onClose, onExited, belowAppBar = false, closeText }: ToastProps) => {
    const phone = useMediaQuery(PHONE, { noSsr: true });
    const [top, setTop] = useState<number | undefined>(undefined);
    useLayoutEffect(() => {
        // Measured as it opens: the page under it is the one the user acts on next.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        if (open && belowAppBar && !phone) setTop(clearTop());
    }, [open, belowAppBar, phone]);
    const bottom = useClearBottom(open && phone);
    const offset = phone ? bottom : top;
    const place = phone ? 'bottom' : 'top';
    return (
        <Snackbar
            open={open}
            autoHideDuration={TOAST_MS}
            anchorOrigin={{ vertical: place, horizontal: phone ? 'center' : 'right' }}
            onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
            slotProps={{ transition: { onExited } }}
            sx={offset !== undefined && (phone || belowAppBar) ? { [place]: { xs: offset, sm: offset } } : undefined}
        >
            <Alert
                severity={severity}
                variant="filled"
                onClose={onClose}
                closeText={closeText}
                sx={{ width: '100%', maxWidth: { xs: 'none', sm: 480 } }}
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
