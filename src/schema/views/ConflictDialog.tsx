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
import Radio from '@mui/material/Radio';
import { useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { RaRecord } from 'react-admin';
import type { ConflictChange } from '../formMerge';
import type { MergeChoice } from '../../shared/recordMerge';
import { UPDATED_AT_KEY, UPDATED_BY_KEY } from '../../shared/versions';
import { momentText } from '../../shared/dayText';
import { ColorCode } from './ColorSwatch';
import { useText } from './useText';

/** A Save refused because the record changed since the form opened, on fields this form changed too. */
export interface Conflict {
    current: Partial<RaRecord>;
    /** The fields both changed, each side's value as the list shows it. */
    changes: ConflictChange[];
    /** The values to save with each field as picked; the form's next submit saves them over the record as it is now. */
    choose(picks: Readonly<Record<string, MergeChoice>>): Record<string, unknown>;
    /** Back to the form, edits kept, nothing saved. */
    dismiss(): void;
}

/** The console's day first (DD/MM/YYYY) with the time, in the browser's time zone. */
const shownTime = (value: unknown): string => momentText(value) || '—';

/** A value as the list shows it; a colour's hex code with its swatch. */
const shownValue = (change: ConflictChange, value: string) =>
    !value ? '—' : change.colour ? <ColorCode value={value} /> : value;

type Picks = Record<string, MergeChoice>;

/** One side of a field, to pick: a radio named by the side and the field, beside the value. */
const Side = ({
    change,
    side,
    picks,
    onPick,
}: {
    change: ConflictChange;
    side: MergeChoice;
    picks: Picks;
    onPick(p: Picks): void;
}) => {
    const text = useText();
    const value = side === 'mine' ? change.yours : change.theirs;
    return (
        <TableCell>
            <Box component="label" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, cursor: 'pointer' }}>
                <Radio
                    size="small"
                    sx={{ p: 0.25 }}
                    name={`pick-${change.name}`}
                    checked={picks[change.name] === side}
                    onChange={() => onPick({ ...picks, [change.name]: side })}
                    slotProps={{
                        input: {
                            'aria-label': text(side === 'mine' ? 'Keep yours: %{field}' : 'Keep theirs: %{field}', {
                                field: text(change.field),
                            }),
                        },
                    }}
                />
                <Box component="span" sx={{ pt: 0.25 }}>
                    {shownValue(change, value)}
                </Box>
            </Box>
        </TableCell>
    );
};

/** The fields both changed: each one's value as saved now and as the form has it, one to pick per field. */
const Changes = ({ changes, picks, onPick }: { changes: ConflictChange[]; picks: Picks; onPick(p: Picks): void }) => {
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
                        <TableRow key={change.name}>
                            <TableCell component="th" scope="row">
                                {text(change.field)}
                            </TableCell>
                            <Side change={change} side="theirs" picks={picks} onPick={onPick} />
                            <Side change={change} side="mine" picks={picks} onPick={onPick} />
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
};

/**
 * "Changed by {name} at {time}" over the edit modal, with each field both changed: the person picks theirs or
 * yours per field, and Save keeps the picks (the other change's other fields are merged in already).
 * Nothing is picked for them, so Save waits for every field; Cancel, back to the form with the edits kept, has the
 * focus, and Escape does the same.
 */
const ConflictDialog = ({
    conflict,
    onChosen,
}: {
    conflict: Conflict;
    onChosen(values: Record<string, unknown>): void;
}) => {
    const text = useText();
    const titleId = useId();
    const textId = useId();
    const [picks, setPicks] = useState<Picks>({});
    const by = conflict.current[UPDATED_BY_KEY];
    const name = typeof by === 'string' && by ? by : text('someone else');
    const allPicked = conflict.changes.every(change => picks[change.name] !== undefined);
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
                    {text('Changed by %{name} at %{time}: you both changed the fields below.', {
                        name,
                        time: shownTime(conflict.current[UPDATED_AT_KEY]),
                    })}{' '}
                    {text('Pick the value to keep for each; their other changes are kept with yours.')}
                </DialogContentText>
                <Changes changes={conflict.changes} picks={picks} onPick={setPicks} />
            </DialogContent>
            <DialogActions>
                <Button onClick={conflict.dismiss} autoFocus>
                    {text('ra.action.cancel')}
                </Button>
                <Button onClick={() => onChosen(conflict.choose(picks))} variant="contained" disabled={!allPicked}>
                    {text('Save these values')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/**
 * The conflict's question, inside the form: the picked values go into the form's fields, then the form submits
 * them through its own submit, so react-admin sees a submitted form (no "unsaved changes") and a save that fails
 * again leaves the picks on screen.
 */
export const ConflictInForm = ({ conflict }: { conflict: Conflict }) => {
    const { setValue, getValues } = useFormContext();
    const submitted = useRef<HTMLSpanElement>(null);
    const onChosen = (values: Record<string, unknown>) => {
        const held = getValues();
        for (const [name, value] of Object.entries(values)) {
            if (name in held) setValue(name, value, { shouldDirty: true });
        }
        // The question's dialog is a portal: the form is found from a mark left in the form's own tree.
        submitted.current?.closest('form')?.requestSubmit();
    };
    return (
        <>
            <span ref={submitted} hidden />
            <ConflictDialog conflict={conflict} onChosen={onChosen} />
        </>
    );
};
