import { useMemo } from 'react';
import { AutocompleteInput } from 'react-admin';
import { timeZones } from '../../shared/timezones';

/** A time zone picked from the browser's own list (plus UTC), searchable by typing. */
export const TimezoneInput = ({
    source,
    label,
    required = false,
    disabled = false,
}: {
    source: string;
    label: string;
    required?: boolean;
    disabled?: boolean;
}) => {
    const choices = useMemo(() => timeZones().map(zone => ({ id: zone, name: zone })), []);
    return (
        <AutocompleteInput
            source={source}
            label={label}
            choices={choices}
            isRequired={required}
            disabled={disabled}
            variant="filled"
        />
    );
};
