import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DemoDateField } from '../DemoDateField';
import {
    canSubmitEvent,
    endsBeforeStart,
    type EventDraft,
    fromInputValue,
    TIME_STEP_SECONDS,
    toInputValue,
} from './calendarEvents';

interface EventDialogProps {
    /** The values the form opens with; `editing` adds the Delete button. */
    initial: EventDraft;
    editing: boolean;
    onSubmit: (draft: EventDraft) => void;
    onDelete: () => void;
    onClose: () => void;
}

/** All day, as a Yes / No radio pair. */
const AllDayField = ({ value, onChange }: { value: boolean; onChange: (allDay: boolean) => void }) => {
    const translate = useTranslate();
    const labelId = useId();
    return (
        <FormControl>
            <FormLabel id={labelId}>{translate('demos.calendar.all_day')}</FormLabel>
            <RadioGroup
                row
                aria-labelledby={labelId}
                value={value ? 'yes' : 'no'}
                onChange={e => onChange(e.target.value === 'yes')}
            >
                <FormControlLabel value="yes" control={<Radio />} label={translate('demos.calendar.yes')} />
                <FormControlLabel value="no" control={<Radio />} label={translate('demos.calendar.no')} />
            </RadioGroup>
        </FormControl>
    );
};

/** Add or edit a calendar event: title, start, end, description, all day. */
export const EventDialog = ({ initial, editing, onSubmit, onDelete, onClose }: EventDialogProps) => {
    const translate = useTranslate();
    const [draft, setDraft] = useState(initial);
    const titleId = useId();
    const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => setDraft(d => ({ ...d, [key]: value }));
    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (canSubmitEvent(draft)) onSubmit(draft);
    };
    const badEnd = endsBeforeStart(draft);
    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <form onSubmit={submit} noValidate>
                <DialogTitle id={titleId}>
                    {translate(editing ? 'demos.calendar.edit_event' : 'demos.calendar.add_event')}
                </DialogTitle>
                <DialogContent>
                    <Stack spacing={2} sx={{ pt: 1 }}>
                        <TextField
                            label={translate('demos.calendar.event_title')}
                            value={draft.title}
                            onChange={e => set('title', e.target.value)}
                            required
                        />
                        <DemoDateField
                            label={translate('demos.calendar.start')}
                            minuteStep={TIME_STEP_SECONDS / 60}
                            value={fromInputValue(draft.start)}
                            onChange={date => set('start', date ? toInputValue(date) : '')}
                        />
                        <DemoDateField
                            label={translate('demos.calendar.end')}
                            minuteStep={TIME_STEP_SECONDS / 60}
                            value={fromInputValue(draft.end)}
                            onChange={date => set('end', date ? toInputValue(date) : '')}
                            error={badEnd}
                            helperText={badEnd ? translate('demos.calendar.end_before_start') : undefined}
                        />
                        <TextField
                            label={translate('demos.calendar.description')}
                            value={draft.desc}
                            onChange={e => set('desc', e.target.value)}
                            multiline
                            minRows={2}
                        />
                        <AllDayField value={draft.allDay} onChange={allDay => set('allDay', allDay)} />
                    </Stack>
                </DialogContent>
                <DialogActions>
                    {editing && (
                        <Button color="error" onClick={onDelete} sx={{ mr: 'auto' }}>
                            {translate('demos.common.delete')}
                        </Button>
                    )}
                    <Button onClick={onClose}>{translate('demos.common.cancel')}</Button>
                    <Button type="submit" variant="contained" disabled={!canSubmitEvent(draft)}>
                        {translate(editing ? 'demos.common.save' : 'demos.calendar.add')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
