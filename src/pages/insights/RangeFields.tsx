import { isValid } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { type KeyboardEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { dateLocale } from '../../shared/dateLocale';
import { dayDate, DEFAULT_INPUT_FORMAT, isoDay } from '../../shared/dates';
import { pickerTexts } from '../../schema/views/pickerTexts';

interface Props {
    /** ISO days (`yyyy-MM-dd`), '' when not a whole day. */
    from: string;
    to: string;
    onFrom: (day: string) => void;
    onTo: (day: string) => void;
    /** Enter in either field: applies the range. */
    onEnter: () => void;
}

/** As wide as DD/MM/YYYY and the calendar button. */
const FIELD_WIDTH = 172;

/** One day: the picker keeps its own (maybe half-typed) date; the range gets the whole day or ''. */
const DayField = ({
    label,
    day,
    onDay,
    onEnter,
}: {
    label: string;
    day: string;
    onDay: (day: string) => void;
    onEnter: () => void;
}) => {
    const [value, setValue] = useState<Date | null>(() => dayDate(day) ?? null);
    const change = (date: Date | null) => {
        setValue(date);
        onDay(date && isValid(date) ? isoDay(date) : '');
    };
    const enter = (event: KeyboardEvent) => {
        if (event.key === 'Enter') onEnter();
    };
    return (
        <DatePicker
            label={label}
            value={value}
            onChange={change}
            format={DEFAULT_INPUT_FORMAT}
            slotProps={{ textField: { size: 'small', onKeyDown: enter, sx: { width: FIELD_WIDTH } } }}
        />
    );
};

/**
 * A custom range's first and last day in the console's own date fields (typed day first, "01062026" is
 * 1 June 2026, or picked), in the chosen language. Loaded with the range, not with the screen.
 */
const RangeFields = ({ from, to, onFrom, onTo, onEnter }: Props) => {
    const translate = useTranslate();
    return (
        <LocalizationProvider
            dateAdapter={AdapterDateFns}
            adapterLocale={dateLocale() ?? enGB}
            localeText={pickerTexts()}
        >
            <DayField label={translate('insights.period.from')} day={from} onDay={onFrom} onEnter={onEnter} />
            <DayField label={translate('insights.period.to')} day={to} onDay={onTo} onEnter={onEnter} />
        </LocalizationProvider>
    );
};
export default RangeFields;
