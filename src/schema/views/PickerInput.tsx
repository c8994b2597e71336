import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { useInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { collapseAll, pickedValue, type Picked } from '../rules';
import type { PickerField } from '../types';
import { usePickerOptions } from './usePickerOptions';
import { useText } from './useText';

interface Props {
    source: string;
    field: PickerField;
    label: string;
    required?: boolean;
    disabled?: boolean;
    /** As a list filter: one option, held and sent as its value alone. */
    asFilter?: boolean;
    /** Read by react-admin's filter form: the filter is always shown. */
    alwaysOn?: boolean;
    /** The label of the field its options wait for: until that is chosen, the open list says to choose it first. */
    waitsFor?: string;
}

const NONE: readonly Picked[] = [];

/**
 * Options from the API as a searchable drop-down (MUI Autocomplete): one
 * `{value, label}` (or its value alone), or a list of them with an "everyone" option that, picked
 * with others, leaves itself alone. A picker that depends on another field
 * (a sub folder on its folder) empties when that field changes.
 */
export const PickerInput = ({ source, field, label, required, disabled, asFilter = false, waitsFor }: Props) => {
    const text = useText();
    const by = useWatch({ name: field.sourceBy?.field ?? '__none__', disabled: !field.sourceBy });
    const parent = useWatch({ name: field.dependsOn ?? '__none__', disabled: !field.dependsOn });
    const { options, loading, ready, error, retry, waiting } = usePickerOptions(field, { by, parent });
    const { field: input, fieldState, formState, isRequired } = useInput({ source, isRequired: required });

    // Another folder (or another audience) makes the sub folder (the people) picked so far meaningless.
    const parentKey = String(pickedValue(field.dependsOn ? parent : by) ?? '');
    const seenParent = useRef(parentKey);
    useEffect(() => {
        if (seenParent.current === parentKey) return;
        seenParent.current = parentKey;
        // A filter is emptied with '' (react-admin's filter form keeps a filter whose value is undefined).
        if (field.dependsOn || field.sourceBy) input.onChange(field.multiple ? [] : asFilter ? '' : null);
    }, [parentKey, field.dependsOn, field.sourceBy, field.multiple, asFilter, input]);

    // A kept id no longer offered (a coach since disabled) still shows by the name the record keeps beside it.
    const record = useRecordContext();
    const labelKey = field.references?.labelKey;
    const kept = (value: unknown): Picked | null => {
        const name = labelKey && record && value === record[source] ? record[labelKey] : undefined;
        return !asFilter && value && typeof name === 'string' && name ? { value: String(value), label: name } : null;
    };

    const all = field.allOption ? [{ value: field.allOption.id, label: text(field.allOption.name) }] : [];
    const choices = [...all, ...options];
    const shownError = (fieldState.isTouched || formState.isSubmitted) && fieldState.error?.message;
    const nobody = ready && options.length === 0;
    const byKey = String(pickedValue(by) ?? '');
    const note = (field.sourceBy?.emptyNotes && field.sourceBy.emptyNotes[byKey]) ?? field.emptyNote;
    // A failed read says so, with Retry, rather than "No options".
    const failed = Boolean(error) && !loading;
    const couldNot = text('The choices could not be loaded.');
    const helper = shownError ? (
        text(shownError)
    ) : failed ? (
        <>
            {couldNot}{' '}
            <Button size="small" onClick={retry} sx={{ py: 0, minWidth: 0, verticalAlign: 'baseline' }}>
                {text('Retry')}
            </Button>
        </>
    ) : nobody && note ? (
        text(note)
    ) : (
        ' '
    );
    const common = {
        options: choices,
        loading,
        disabled,
        fullWidth: true,
        ...(failed
            ? { noOptionsText: couldNot }
            : waiting && waitsFor
              ? { noOptionsText: text('Choose %{field} first', { field: waitsFor }) }
              : {}),
        size: asFilter ? ('small' as const) : undefined,
        isOptionEqualToValue: (a: Picked, b: Picked) => a.value === b.value,
        getOptionLabel: (o: Picked) => o.label,
        onBlur: input.onBlur,
        renderInput: (params: object) => (
            <TextField
                {...params}
                label={text(label)}
                required={isRequired && !asFilter}
                error={Boolean(shownError)}
                inputRef={input.ref}
                slotProps={{
                    input: {
                        ...(params as { InputProps: object }).InputProps,
                        endAdornment: (
                            <>
                                {loading && <CircularProgress color="inherit" size={16} aria-label={text('Loading')} />}
                                {(params as { InputProps: { endAdornment?: React.ReactNode } }).InputProps.endAdornment}
                            </>
                        ),
                    },
                }}
            />
        ),
    };

    if (field.multiple) {
        const value = Array.isArray(input.value) ? (input.value as Picked[]) : NONE;
        return (
            <div>
                <Autocomplete<Picked, true>
                    {...common}
                    multiple
                    filterSelectedOptions
                    value={value as Picked[]}
                    onChange={(_e, picked) => input.onChange(collapseAll(picked, field.allOption?.id ?? ''))}
                />
                <FormHelperText error={Boolean(shownError)} sx={{ mx: 1.75 }}>
                    {helper}
                </FormHelperText>
            </div>
        );
    }
    // A filter, and a field that keeps an id, hold the option's value alone.
    const byValue = asFilter || field.holds === 'value';
    const current = byValue
        ? (choices.find(o => o.value === input.value) ?? kept(input.value))
        : (input.value as Picked | null) || null;
    const emptied = asFilter ? '' : null;
    return (
        <div style={asFilter ? { minWidth: 200 } : undefined}>
            <Autocomplete<Picked, false>
                {...common}
                value={current}
                onChange={(_e, picked) => input.onChange(byValue ? (picked?.value ?? emptied) : picked)}
            />
            {!asFilter && (
                <FormHelperText error={Boolean(shownError)} sx={{ mx: 1.75 }}>
                    {helper}
                </FormHelperText>
            )}
        </div>
    );
};
