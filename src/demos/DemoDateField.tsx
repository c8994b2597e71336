import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { isValid } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { useState } from 'react';
import { dateLocale } from '../shared/dateLocale';
import { pickerTexts } from '../schema/views/pickerTexts';

interface Props {
    label: string;
    value: Date | undefined;
    /** A whole, valid date; undefined while the typed text is not one. */
    onChange: (date: Date | undefined) => void;
    /** With a time of day, in steps of this many minutes (section 9: 15). */
    minuteStep?: number;
    error?: boolean;
    helperText?: string;
    size?: 'small' | 'medium';
    width?: number;
}

/**
 * A demo's date (and time) as the console writes dates everywhere: DD/MM/YYYY (HH:mm), in every language
 * (MUI's picker with date-fns; the browser's own date input follows the browser's locale, MM/DD/YYYY in
 * en-US). The calendar's month and day names follow the chosen language.
 */
export const DemoDateField = ({ label, value, onChange, minuteStep, error, helperText, size, width }: Props) => {
    // The picker's own date while its text is incomplete, so the typed parts stay as typed.
    const [typed, setTyped] = useState<Date | null>(null);
    const shown = value ?? typed;
    const change = (date: Date | null) => {
        setTyped(date);
        onChange(date && isValid(date) ? date : undefined);
    };
    const textField = { error, helperText, size, sx: width ? { width } : undefined, fullWidth: !width };
    return (
        <LocalizationProvider
            dateAdapter={AdapterDateFns}
            adapterLocale={dateLocale() ?? enGB}
            localeText={pickerTexts()}
        >
            {minuteStep ? (
                <DateTimePicker
                    label={label}
                    value={shown}
                    onChange={change}
                    format="dd/MM/yyyy HH:mm"
                    ampm={false}
                    timeSteps={{ minutes: minuteStep }}
                    slotProps={{ textField }}
                />
            ) : (
                <DatePicker
                    label={label}
                    value={shown}
                    onChange={change}
                    format="dd/MM/yyyy"
                    slotProps={{ textField }}
                />
            )}
        </LocalizationProvider>
    );
};
