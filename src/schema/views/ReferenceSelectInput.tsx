import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AutocompleteInput, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Endpoint } from '../types';

interface Person {
    _id: string;
    first_name?: string;
    last_name?: string;
}

export interface ReferenceSelectInputProps {
    source: string;
    label: string;
    endpoint: Endpoint;
    required?: boolean;
    disabled?: boolean;
}

/** The choices' label: the person's name. */
export const personChoices = (rows: unknown): Array<{ id: string; name: string }> =>
    (Array.isArray(rows) ? (rows as Person[]) : [])
        .filter(row => row && typeof row._id === 'string')
        .map(row => ({ id: row._id, name: [row.first_name, row.last_name].filter(Boolean).join(' ') }));

/**
 * One record picked from a list a GET endpoint answers (a student's coach
 * from /get/allcoach), searchable by typing. While it loads the box says so;
 * a failed load says it could not load the choices.
 */
export const ReferenceSelectInput = ({ source, label, endpoint, required = false, disabled = false }: ReferenceSelectInputProps) => {
    const dataProvider = useDataProvider<AppDataProvider>();
    const { data, isPending, isError } = useQuery({
        queryKey: ['reference', endpoint.method, endpoint.path],
        queryFn: () => dataProvider.call<unknown>(endpoint).then(answer => answer.data),
        staleTime: 60_000,
    });
    const choices = useMemo(() => personChoices(data), [data]);
    return (
        <AutocompleteInput
            source={source}
            label={label}
            choices={choices}
            isRequired={required}
            disabled={disabled}
            isPending={isPending}
            helperText={isError ? 'The choices could not be loaded' : undefined}
            emptyText=""
            variant="filled"
        />
    );
};
