import ActionCheck from '@mui/icons-material/CheckCircle';
import AlertError from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
    open: boolean;
    /** The question, shown as the spec writes it (double spaces kept). */
    title: string;
    /** The confirming button's text. */
    confirm: string;
    /** Deletes or otherwise cannot be undone: Cancel takes the focus, so one Enter does not confirm, and the action is red. */
    destructive?: boolean;
    /** The call runs: both buttons wait, so a second click does not send a second request. */
    loading?: boolean;
    onConfirm: () => void;
    onClose: () => void;
    /** What the question needs said beside it (the fields a restore changes, that deleted rows can be restored). */
    children?: ReactNode;
}

/**
 * The confirmation of the console (delete, status change, logout): react-admin's
 * Confirm look, with the focus on Cancel for destructive actions.
 */
export const ConfirmDialog = ({
    open,
    title,
    confirm,
    destructive = false,
    loading = false,
    onConfirm,
    onClose,
    children,
}: Props) => {
    const translate = useTranslate();
    const titleId = useId();
    return (
        <Dialog
            open={open}
            onClose={() => !loading && onClose()}
            aria-labelledby={titleId}
            onClick={event => event.stopPropagation()}
        >
            <DialogTitle id={titleId} sx={{ whiteSpace: 'pre-wrap' }}>
                {translate(title, { _: title })}
            </DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>
                <Button disabled={loading} onClick={onClose} startIcon={<AlertError />} autoFocus={destructive}>
                    {translate('ra.action.cancel')}
                </Button>
                <Button
                    disabled={loading}
                    onClick={onConfirm}
                    color={destructive ? 'error' : 'primary'}
                    autoFocus={!destructive}
                    startIcon={loading ? <CircularProgress size={16} color="inherit" /> : <ActionCheck />}
                >
                    {translate(confirm, { _: confirm })}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
