import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useEffect } from 'react';
import { conditionFields, holds, optionsField, valuesByName } from '../conditions';
import type { Condition, FieldDef, PickerField } from '../types';
import { useSessionRole } from './listScreenContext';
import { usePickerOptions } from './usePickerOptions';
import { useText } from './useText';
import { CheckboxInput } from './CheckboxInput';
import { ColorInput } from './ColorInput';
import { TimezoneInput } from './TimezoneInput';
import { PickerInput } from './PickerInput';

// Loaded on demand: the editor (tiptap + ProseMirror) and the date picker are never in the first load.
const RichTextInput = lazy(() => import('./RichTextInput'));
const DayInput = lazy(() => import('./DayInput'));
const PhoneInput = lazy(() => import('./PhoneInput'));
// The file drop (react-admin's FileInput with react-dropzone) only in the forms that take a file.
const FileDropInput = lazy(() => import('./FileDropInput').then(m => ({ default: m.FileDropInput })));

/** Holds the input's place while its code loads, so the form does not jump. */
const InputPlaceholder = ({ height = 48 }: { height?: number }) => (
    <Skeleton variant="rounded" height={height} sx={{ my: 1 }} aria-hidden />
);

interface Props {
    name: string;
    field: FieldDef;
    /** Editing an existing record: fields locked on edit are shown disabled. */
    editing?: boolean;
    /** View-only forms show every field disabled. */
    readOnly?: boolean;
    /** The form's other fields, for rules that read them (a checkbox off while a picker has nobody to choose). */
    siblings?: Readonly<Record<string, FieldDef>>;
}

/** Whether the picker a condition names (`noOptions`) has loaded and offers nobody (shares its cached options). */
const useNobodyToPick = (name: string | undefined, siblings: Props['siblings']): boolean => {
    const named = name ? siblings?.[name] : undefined;
    const picker = named?.kind === 'picker' ? (named as PickerField) : undefined;
    const by = useWatch({ name: picker?.sourceBy?.field ?? '__none__', disabled: !picker?.sourceBy });
    const { ready, options } = usePickerOptions(picker, { by });
    return ready && options.length === 0;
};

/** Whether the field's conditions hold now (disabled; exempt from required), re-read as the fields they read change. */
const useConditions = (field: FieldDef, siblings: Props['siblings']) => {
    const { disabledWhen, requiredUnless } = field;
    const both: Condition = { all: [disabledWhen, requiredUnless].filter(c => c !== undefined) };
    const fields = conditionFields(both);
    const values = useWatch({ name: fields, disabled: fields.length === 0 }) as unknown[] | undefined;
    const nobody = useNobodyToPick(optionsField(both), siblings);
    const now = (condition: Condition | undefined) =>
        condition !== undefined && holds(condition, valuesByName(fields, values), { noOptions: () => nobody });
    return { off: now(disabledWhen), exempt: now(requiredUnless) };
};

/**
 * The add/edit input for one field, with the rules that depend on other
 * fields: disabled and emptied while `disabledWhen` holds (access while the
 * resource is private; private while nobody can be picked), marked required unless `requiredUnless` holds.
 */
export const FieldInput = (props: Props) => {
    const { name, field } = props;
    const { setValue, getValues } = useFormContext();
    const { off, exempt } = useConditions(field, props.siblings);
    useEffect(() => {
        if (!off) return;
        const empty = field.kind === 'picker' && field.multiple ? [] : field.kind === 'select' ? '' : null;
        const current = getValues(name) as unknown;
        if (
            current !== undefined &&
            current !== null &&
            current !== '' &&
            !(Array.isArray(current) && current.length === 0)
        ) {
            setValue(name, empty, { shouldValidate: true, shouldDirty: true });
        }
    }, [off, field, name, setValue, getValues]);
    return <KindInput {...props} conditionalOff={off} exempt={exempt} />;
};

/** The input for one field kind. Rules live in the yup schema, not here. */
const KindInput = ({
    name,
    field,
    editing = false,
    readOnly = false,
    conditionalOff,
    exempt,
    siblings,
}: Props & { conditionalOff: boolean; exempt: boolean }) => {
    // Translated here once, for react-admin's inputs and the engine's own (colour, day, rich text) alike.
    const text = useText();
    const label = text(field.inputLabel ?? field.label);
    // The field a picker's options wait for (For whom, a folder), by its label: an empty picker says to choose it first.
    const other = field.kind === 'picker' ? (field.sourceBy?.field ?? field.dependsOn) : undefined;
    const otherField = other ? siblings?.[other] : undefined;
    const waitsFor = otherField ? text(otherField.inputLabel ?? otherField.label) : undefined;
    const required = Boolean(field.required) && !exempt;
    const disabled = readOnly || conditionalOff || (editing && Boolean(field.lockedOnEdit));
    const role = useSessionRole();
    switch (field.kind) {
        case 'text':
            return (
                <TextInput
                    source={name}
                    label={label}
                    isRequired={required}
                    disabled={disabled}
                    multiline={field.multiline}
                    minRows={field.multiline ? 3 : undefined}
                />
            );
        case 'number':
            // A text box, so a typed non-number reaches the rule that names the problem.
            return (
                <TextInput
                    source={name}
                    label={label}
                    isRequired={required}
                    disabled={disabled}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
            );
        case 'select': {
            const offered = field.offeredTo?.[role];
            const choices = field.choices.filter(choice => !offered || offered.includes(String(choice.id)));
            if (field.look === 'radios') {
                return (
                    <RadioButtonGroupInput
                        source={name}
                        label={label}
                        choices={choices}
                        isRequired={required}
                        disabled={disabled}
                        row
                    />
                );
            }
            return (
                <SelectInput
                    source={name}
                    label={label}
                    choices={choices}
                    isRequired={required}
                    disabled={disabled}
                    emptyText=""
                />
            );
        }
        case 'color':
            return <ColorInput source={name} label={label} disabled={disabled} />;
        case 'date':
            return (
                <Suspense fallback={<InputPlaceholder />}>
                    <DayInput
                        source={name}
                        label={label}
                        required={required}
                        disabled={disabled}
                        min={field.min}
                        max={field.max}
                        format={field.inputFormat}
                        views={field.views}
                        openTo={field.openTo}
                        typing={field.typing}
                    />
                </Suspense>
            );
        case 'richText':
            return (
                <Suspense fallback={<InputPlaceholder height={200} />}>
                    <RichTextInput source={name} label={label} required={required} disabled={disabled} />
                </Suspense>
            );
        case 'boolean':
        case 'toggle':
            return <CheckboxInput source={name} label={label} disabled={disabled} />;
        case 'phone':
            return (
                <Suspense fallback={<InputPlaceholder />}>
                    <PhoneInput
                        source={name}
                        label={label}
                        required={required}
                        disabled={disabled}
                        defaultCountry={field.defaultCountry}
                    />
                </Suspense>
            );
        case 'timezone':
            return <TimezoneInput source={name} label={label} required={required} disabled={disabled} />;
        case 'picker':
            return (
                <PickerInput
                    source={name}
                    field={field}
                    label={label}
                    required={required}
                    disabled={disabled}
                    waitsFor={waitsFor}
                />
            );
        case 'file':
            return (
                <Suspense fallback={<InputPlaceholder height={120} />}>
                    <FileDropInput source={name} field={field} label={label} disabled={disabled} />
                </Suspense>
            );
        case 'link':
            return null;
    }
};
