import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { useInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { collapseAll, pickedValue, type Picked } from '../../shared/rules';
import type { PickerField } from '../../shared/types';
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

type Input = ReturnType<typeof useInput>['field'];

/** Another folder (or another audience) makes the sub folder (the people) picked so far meaningless. */
const useEmptiedOnParent = (field: PickerField, parentKey: string, asFilter: boolean, input: Input) => {
    const seenParent = useRef(parentKey);
    useEffect(() => {
        if (seenParent.current === parentKey) return;
        seenParent.current = parentKey;
        // A filter is emptied with '' (react-admin's filter form keeps a filter whose value is undefined).
        if (field.dependsOn || field.sourceBy) input.onChange(field.multiple ? [] : asFilter ? '' : null);
    }, [parentKey, field.dependsOn, field.sourceBy, field.multiple, asFilter, input]);
};

/** A kept id no longer offered (a coach since disabled) still shows by the name the record keeps beside it. */
const useKept = (field: PickerField, source: string, asFilter: boolean) => {
    const record = useRecordContext();
    const labelKey = field.references?.labelKey;
    return (value: unknown): Picked | null => {
        const name = labelKey && record && value === record[source] ? record[labelKey] : undefined;
        return !asFilter && value && typeof name === 'string' && name ? { value: String(value), label: name } : null;
    };
};

/** Under the input: the rule's message, a failed read with Retry (rather than "No options"), or why nothing is offered. */
const PickerHelper = ({
    shownError,
    failed,
    retry,
    note,
}: {
    shownError: string | false | undefined;
    failed: boolean;
    retry: () => void;
    note: string | undefined;
}) => {
    const text = useText();
    if (shownError) return <>{text(shownError)}</>;
    if (failed)
        return (
            <>
                {text('The choices could not be loaded.')}{' '}
                <Button size="small" onClick={retry} sx={{ py: 0, minWidth: 0, verticalAlign: 'baseline' }}>
                    {text('Retry')}
                </Button>
            </>
        );
    return <>{note ? text(note) : ' '}</>;
};

/** The text box inside the drop-down, with a spinner while the options load. */
const pickerBox =
    (box: {
        label: string;
        required: boolean;
        error: boolean;
        inputRef: Input['ref'];
        loading: boolean;
        text: ReturnType<typeof useText>;
    }) =>
    (params: object) => (
        <TextField
            {...params}
            label={box.text(box.label)}
            required={box.required}
            error={box.error}
            inputRef={box.inputRef}
            slotProps={{
                input: {
                    ...(params as { InputProps: object }).InputProps,
                    endAdornment: (
                        <>
                            {box.loading && (
                                <CircularProgress color="inherit" size={16} aria-label={box.text('Loading')} />
                            )}
                            {(params as { InputProps: { endAdornment?: React.ReactNode } }).InputProps.endAdornment}
                        </>
                    ),
                },
            }}
        />
    );

/** What the drop-down says when it offers nothing: the read failed, or the field it waits for is not chosen yet. */
const noOptionsText = (
    failed: boolean,
    waiting: boolean,
    waitsFor: string | undefined,
    text: ReturnType<typeof useText>,
) =>
    failed
        ? { noOptionsText: text('The choices could not be loaded.') }
        : waiting && waitsFor
          ? { noOptionsText: text('Choose %{field} first', { field: waitsFor }) }
          : {};

/** The values of the fields the options hang on: the audience they come for (`sourceBy`) and the parent folder. */
const useHangsOn = (field: PickerField) => {
    const by = useWatch({ name: field.sourceBy?.field ?? '__none__', disabled: !field.sourceBy });
    const parent = useWatch({ name: field.dependsOn ?? '__none__', disabled: !field.dependsOn });
    return { by, parent, parentKey: String(pickedValue(field.dependsOn ? parent : by) ?? '') };
};

/** Why nothing is offered, for the audience chosen, or the field's own note. */
const emptyNoteOf = (field: PickerField, by: unknown): string | undefined =>
    (field.sourceBy?.emptyNotes && field.sourceBy.emptyNotes[String(pickedValue(by) ?? '')]) ?? field.emptyNote;

/** The rule's message, once the user has left the field or sent the form. */
const shownErrorOf = ({ fieldState, formState }: Pick<ReturnType<typeof useInput>, 'fieldState' | 'formState'>) =>
    (fieldState.isTouched || formState.isSubmitted) && fieldState.error?.message;

/** The options with the "everyone" option first, where the field has one. */
const withAllOption = (field: PickerField, options: readonly Picked[], text: ReturnType<typeof useText>) => [
    ...(field.allOption ? [{ value: field.allOption.id, label: text(field.allOption.name) }] : []),
    ...options,
];

/** The option a value names, or the one the record keeps beside it. */
const pickOf = (choices: readonly Picked[], value: unknown, kept: (value: unknown) => Picked | null) =>
    choices.find(o => o.value === value) ?? kept(value);

/**
 * Options from the API as a searchable drop-down (MUI Autocomplete): one
 * `{value, label}` (or its value alone), or a list of them with an "everyone" option that, picked
 * with others, leaves itself alone. A picker that depends on another field
 * (a sub folder on its folder) empties when that field changes.
 */
export const PickerInput = ({ source, field, label, required, disabled, asFilter = false, waitsFor }: Props) => {
    const text = useText();
    const { by, parent, parentKey } = useHangsOn(field);
    const { options, loading, ready, error, retry, waiting } = usePickerOptions(field, { by, parent });
    const { field: input, fieldState, formState, isRequired } = useInput({ source, isRequired: required });
    useEmptiedOnParent(field, parentKey, asFilter, input);
    const kept = useKept(field, source, asFilter);

    const choices = withAllOption(field, options, text);
    const shownError = shownErrorOf({ fieldState, formState });
    const failed = Boolean(error) && !loading;
    const helper = (
        <FormHelperText error={Boolean(shownError)} sx={{ mx: 1.75 }}>
            <PickerHelper
                shownError={shownError}
                failed={failed}
                retry={retry}
                note={ready && options.length === 0 ? emptyNoteOf(field, by) : undefined}
            />
        </FormHelperText>
    );
    const common = {
        options: choices,
        loading,
        disabled,
        fullWidth: true,
        ...noOptionsText(failed, waiting, waitsFor, text),
        size: asFilter ? ('small' as const) : undefined,
        isOptionEqualToValue: (a: Picked, b: Picked) => a.value === b.value,
        getOptionLabel: (o: Picked) => o.label,
        onBlur: input.onBlur,
        renderInput: pickerBox({
            label,
            required: isRequired && !asFilter,
            error: Boolean(shownError),
            inputRef: input.ref,
            loading,
            text,
        }),
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
                {helper}
            </div>
        );
    }
    // A filter, and a field that keeps an id, hold the option's value alone.
    const byValue = asFilter || field.holds === 'value';
    const current = byValue ? pickOf(choices, input.value, kept) : (input.value as Picked | null) || null;
    const emptied = asFilter ? '' : null;
    return (
        <div style={asFilter ? { minWidth: 200 } : undefined}>
            <Autocomplete<Picked, false>
                {...common}
                value={current}
                onChange={(_e, picked) => input.onChange(byValue ? (picked?.value ?? emptied) : picked)}
            />
            {!asFilter && helper}
        </div>
    );
};
