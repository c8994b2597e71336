import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { useText } from './useText';

/** A modal whose code is still on its way: the same modal frame with a spinner, Escape still closes it. */
export const DialogLoading = ({ onClose }: { onClose: () => void }) => {
    const text = useText();
    return (
        <Dialog
            open
            onClose={onClose}
            // On the element with the dialog role (MUI's paper), not the modal's root.
            slotProps={{ paper: { 'aria-label': text('ra.page.loading'), 'aria-busy': true } }}
        >
            <DialogContent sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
                <CircularProgress size={28} aria-label={text('ra.page.loading')} />
            </DialogContent>
        </Dialog>
    );
};
