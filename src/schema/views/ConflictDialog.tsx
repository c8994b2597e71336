import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { darken, type Theme } from '@mui/material/styles';
import { useId } from 'react';
import type { RaRecord } from 'react-admin';
import { UPDATED_AT_KEY, UPDATED_BY_KEY } from '../versions';
import { useText } from './useText';

/** A Save refused because the record changed since the form opened: the record as it is now, and the ways on. */
export interface Conflict {
    current: Partial<RaRecord>;
    /** Drops the form's edits and shows the record as it is now. */
    reload(): void;
    /** The form's next submit saves its values over the record as it is now (the modal submits it at once). */
    overwrite(): void;
    /** Back to the form, edits kept, nothing saved. */
    dismiss(): void;
}

/** Overwrite in the warning's colour, darker on a light page: MUI's orange text is 3.1:1 on white. */
const overwriteLook = (theme: Theme) =>
    theme.palette.mode === 'light' ? { color: darken(theme.palette.warning.dark, 0.3) } : {};

const two = (n: number) => String(n).padStart(2, '0');

/** The console's day first (DD/MM/YYYY) with the time, in the browser's time zone. */
const shownTime = (value: unknown): string => {
    const date = typeof value === 'string' ? new Date(value) : undefined;
    if (!date || Number.isNaN(date.getTime())) return '—';
    return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
};

/**
 * "Changed by {name} at {time}: reload it, or overwrite?" over the edit modal. Reload (the safe choice)
 * takes the focus; Escape or Cancel goes back to the form; only Overwrite saves over the other change.
 */
export const ConflictDialog = ({ conflict }: { conflict: Conflict }) => {
    const text = useText();
    const titleId = useId();
    const textId = useId();
    const by = conflict.current[UPDATED_BY_KEY];
    const name = typeof by === 'string' && by ? by : text('someone else');
    return (
        <Dialog
            open
            onClose={conflict.dismiss}
            slotProps={{ paper: { role: 'alertdialog' } }}
            aria-labelledby={titleId}
            aria-describedby={textId}
        >
            <DialogTitle id={titleId}>{text('This record has changed')}</DialogTitle>
            <DialogContent>
                <DialogContentText id={textId}>
                    {text('Changed by %{name} at %{time}: reload it, or overwrite?', {
                        name,
                        time: shownTime(conflict.current[UPDATED_AT_KEY]),
                    })}
                </DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={conflict.dismiss}>{text('ra.action.cancel')}</Button>
                <Button onClick={conflict.overwrite} color="warning" sx={overwriteLook}>
                    {text('Overwrite')}
                </Button>
                <Button onClick={conflict.reload} variant="contained" autoFocus>
                    {text('Reload')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
