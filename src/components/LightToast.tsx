import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_MS } from '../config';

interface Props {
    /** The text; null hides the toast. */
    message: string | null;
    severity: 'success' | 'error';
    onClose: () => void;
}

/** A toast like react-admin's (top right, coloured, 5000 ms) for the pages that run before it loads. */
export const LightToast = ({ message, severity, onClose }: Props) => (
    <Snackbar
        open={message !== null}
        autoHideDuration={TOAST_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
    >
        <Alert severity={severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
            {message}
        </Alert>
    </Snackbar>
);
