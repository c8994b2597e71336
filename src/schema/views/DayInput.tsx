import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { dateLocale } from '../../shared/dateLocale';
import { pickerTexts } from './pickerTexts';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enGB } from 'date-fns/locale/en-GB';
import { isValid } from 'date-fns';
import { useMemo, useState } from 'react';
import { InputHelperText, useInput } from 'react-admin';
import { DEFAULT_INPUT_FORMAT, INVALID_DAY, dayDate, isoDay, resolveDay } from '../../shared/dates';
import type { DateView } from '../../shared/types';

interface DayInputProps {
    source: string;
    label: string;
    required?: boolean;
    disabled?: boolean;
    /** Earliest day: ISO, `today` or `tomorrow`; earlier days are shown disabled. */
    min?: string;
    /** Latest day: ISO, `today` or `tomorrow`; later days are shown disabled. */
    max?: string;
    /** Typed and shown, date-fns; default `dd/MM/yyyy`. */
    format?: string;
    /** What the picker offers (birth dates: year, month, day). */
    views?: readonly DateView[];
    openTo?: DateView;
    /** false: picked only (the field opens the picker and takes no typing). */
    typing?: boolean;
}

/**
 * A day, typed day first or picked from a calendar (MUI's date picker with
 * date-fns): days outside min/max are disabled in the calendar, and the form
 * holds an ISO day (`yyyy-MM-dd`), so payloads and rules stay as they were.
 * A typed text that is not a whole date yet is held as INVALID_DAY, which the
 * rules name ("Please enter a whole date as DD/MM/YYYY").
 */
const DayInput = ({
    source,
    label,
    required = false,
    disabled = false,
    min,
    max,
    format = DEFAULT_INPUT_FORMAT,
    views,
    openTo,
    typing = true,
}: DayInputProps) => {
    const { field, fieldState, formState } = useInput({ source });
    // The picker's own (invalid) date while its text is incomplete, so the typed parts stay as typed.
    const [typed, setTyped] = useState<Date | null>(null);
    const value = useMemo(
        () => (field.value === INVALID_DAY ? typed : (dayDate(field.value) ?? null)),
        [field.value, typed],
    );
    const minDate = useMemo(() => (min ? dayDate(resolveDay(min)) : undefined), [min]);
    const maxDate = useMemo(() => (max ? dayDate(resolveDay(max)) : undefined), [max]);
    const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);

    const onChange = (date: Date | null) => {
        setTyped(date);
        field.onChange(date === null ? '' : isValid(date) ? isoDay(date) : INVALID_DAY);
    };

    // Without typing the field is read-only and a click on it opens the calendar (its button still does, for keyboards).
    const [open, setOpen] = useState(false);
    const close = () => {
        setOpen(false);
        field.onBlur();
    };
    return (
        <LocalizationProvider
            dateAdapter={AdapterDateFns}
            adapterLocale={dateLocale() ?? enGB}
            localeText={pickerTexts()}
        >
            <DatePicker
                label={label}
                value={value}
                onChange={onChange}
                open={open}
                onOpen={() => setOpen(true)}
                onClose={close}
                disabled={disabled}
                format={format}
                minDate={minDate}
                maxDate={maxDate}
                views={views}
                openTo={openTo}
                inputRef={field.ref}
                name={field.name}
                slotProps={{
                    field: typing ? undefined : { readOnly: true },
                    textField: {
                        onClick: typing || disabled ? undefined : () => setOpen(true),
                        required,
                        variant: 'filled',
                        size: 'small',
                        margin: 'dense',
                        fullWidth: true,
                        onBlur: field.onBlur,
                        error: showError,
                        helperText: <InputHelperText error={showError ? fieldState.error?.message : undefined} />,
                        className: `ra-input ra-input-${source}`,
                    },
                }}
            />
        </LocalizationProvider>
    );
};
export default DayInput;
