import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { darken, type Theme } from '@mui/material/styles';
import { useId } from 'react';
import type { RaRecord } from 'react-admin';
import type { ConflictChange } from '../conflictChanges';
import { UPDATED_AT_KEY, UPDATED_BY_KEY } from '../../shared/versions';
import { momentText } from '../../shared/dayText';
import { ColorCode } from './ColorSwatch';
import { useText } from './useText';

/** A Save refused because the record changed since the form opened: the record as it is now, and the ways on. */
export interface Conflict {
    current: Partial<RaRecord>;
    /** The fields where the record as it is now and the form's values differ. */
    changes: ConflictChange[];
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

/** The console's day first (DD/MM/YYYY) with the time, in the browser's time zone. */
const shownTime = (value: unknown): string => momentText(value) || '—';

/** A value as the list shows it; a colour's hex code with its swatch. */
const shownValue = (change: ConflictChange, value: string) =>
    !value ? '—' : change.colour ? <ColorCode value={value} /> : value;

/** The fields that differ: each one's value as saved now and as the form has it. */
const Changes = ({ changes }: { changes: ConflictChange[] }) => {
    const text = useText();
    return (
        // Lines break between words only ("Desc/riptio/n" on a phone): a value longer than the dialog scrolls.
        <Box sx={{ mt: 2, overflowX: 'auto' }}>
            <Table size="small" sx={{ '& td, & th': { overflowWrap: 'break-word', verticalAlign: 'top' } }}>
                <TableHead>
                    <TableRow>
                        <TableCell component="th">{text('Field')}</TableCell>
                        <TableCell component="th">{text('Theirs')}</TableCell>
                        <TableCell component="th">{text('Yours')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {changes.map(change => (
                        <TableRow key={change.field}>
                            <TableCell component="th" scope="row">
                                {text(change.field)}
                            </TableCell>
                            <TableCell>{shownValue(change, change.theirs)}</TableCell>
                            <TableCell>{shownValue(change, change.yours)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
};

/**
 * "Changed by {name} at {time}: reload it, or overwrite?" over the edit modal, with what differs field by field.
 * Both Reload (drops the typed changes) and Overwrite (drops the other change) lose something, so Cancel, back to
 * the form with the edits kept, takes the focus; Escape does the same.
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
                    })}{' '}
                    {text('Reload drops the changes you typed; Overwrite saves them over the other change.')}
                </DialogContentText>
                {conflict.changes.length > 0 && <Changes changes={conflict.changes} />}
            </DialogContent>
            <DialogActions>
                <Button onClick={conflict.dismiss} autoFocus>
                    {text('ra.action.cancel')}
                </Button>
                <Button onClick={conflict.overwrite} color="warning" sx={overwriteLook}>
                    {text('Overwrite')}
                </Button>
                <Button onClick={conflict.reload} variant="contained">
                    {text('Reload')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
