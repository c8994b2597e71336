import EventBusy from '@mui/icons-material/EventBusy';
import Today from '@mui/icons-material/Today';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { DemoDateField } from '../DemoDateField';
import { dayOf, defaultDueDate, dueDay, QUARTER_HOURS, splitDueDate } from './dates';

interface Props {
    value: string | null;
    onChange: (due: string | null) => void;
}

/** 'Add Due Date', then a day and a quarter-hour time, clearable. */
export const DueDateField = ({ value, onChange }: Props) => {
    const translate = useTranslate();
    const timeLabel = useId();
    if (!value) {
        return (
            <Button startIcon={<Today />} onClick={() => onChange(defaultDueDate())} sx={{ alignSelf: 'flex-start' }}>
                {translate('demos.todo.add_due_date')}
            </Button>
        );
    }
    const { day, time } = splitDueDate(value);
    return (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <DemoDateField
                size="small"
                width={180}
                label={translate('demos.todo.due_date')}
                value={dueDay(day)}
                // An emptied or half-typed date keeps the old one: clearing is the button's job.
                onChange={date => date && onChange(`${dayOf(date)}T${time}`)}
            />
            <FormControl size="small" fullWidth={false} sx={{ width: 120 }}>
                <InputLabel id={timeLabel}>{translate('demos.todo.due_time')}</InputLabel>
                <Select
                    labelId={timeLabel}
                    label={translate('demos.todo.due_time')}
                    value={QUARTER_HOURS.includes(time) ? time : ''}
                    onChange={event => onChange(`${day}T${event.target.value}`)}
                    MenuProps={{ slotProps: { paper: { sx: { maxHeight: 300 } } } }}
                >
                    {QUARTER_HOURS.map(quarter => (
                        <MenuItem key={quarter} value={quarter}>
                            {quarter}
                        </MenuItem>
                    ))}
                </Select>
            </FormControl>
            <IconButton aria-label={translate('demos.todo.remove_due_date')} onClick={() => onChange(null)}>
                <EventBusy />
            </IconButton>
        </Stack>
    );
};
