import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { InputHelperText, useDataProvider, useInput } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { peopleApi } from './api.shared';

interface Place {
    label: string;
    timezone: string;
}

const WAIT_MS = 300;

/**
 * An address typed freely, with place suggestions (city, region, country)
 * from the API's offline list once two letters are typed; picking one fills
 * the box, which can then be completed with a street.
 */
export const PlaceInput = ({
    source,
    label,
    required = false,
}: {
    source: string;
    label: string;
    required?: boolean;
}) => {
    const dataProvider = useDataProvider<AppDataProvider>();
    const { field, fieldState, formState } = useInput({ source });
    const value = typeof field.value === 'string' ? field.value : '';
    const [search, setSearch] = useState('');
    useEffect(() => {
        const timer = setTimeout(() => setSearch(value.trim()), WAIT_MS);
        return () => clearTimeout(timer);
    }, [value]);
    const { data = [], isFetching } = useQuery({
        queryKey: ['places', search],
        queryFn: () =>
            dataProvider.call<Place[]>(peopleApi.places, { data: { search } }).then(answer => answer.data ?? []),
        enabled: search.length >= 2,
        staleTime: 5 * 60_000,
    });
    const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
    return (
        <Autocomplete
            freeSolo
            options={search.length >= 2 ? data.map(place => place.label) : []}
            filterOptions={options => options}
            inputValue={value}
            onInputChange={(_event, next) => field.onChange(next)}
            loading={isFetching}
            renderInput={params => (
                <TextField
                    {...params}
                    label={label}
                    required={required}
                    name={field.name}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    variant="filled"
                    size="small"
                    margin="dense"
                    error={showError}
                    helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} />}
                    className={`ra-input ra-input-${source}`}
                />
            )}
        />
    );
};
