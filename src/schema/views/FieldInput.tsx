import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import { useText } from './useText';
import type { FieldDef } from '../types';
import { CheckboxInput } from './CheckboxInput';
import { ColorInput } from './ColorInput';

// Loaded on demand: the editor (tiptap + ProseMirror) and the date picker are never in the first load.
const RichTextInput = lazy(() => import('./RichTextInput'));
const DayInput = lazy(() => import('./DayInput'));

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
}

/** The add/edit input for one field kind. Rules live in the yup schema, not here. */
export const FieldInput = ({ name, field, editing = false, readOnly = false }: Props) => {
    // Translated here once, for react-admin's inputs and the engine's own (colour, day, rich text) alike.
    const label = useText()(field.inputLabel ?? field.label);
    const required = Boolean(field.required);
    const disabled = readOnly || (editing && Boolean(field.lockedOnEdit));
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
        case 'select':
            return (
                <SelectInput
                    source={name}
                    label={label}
                    choices={[...field.choices]}
                    isRequired={required}
                    disabled={disabled}
                    emptyText=""
                />
            );
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
    }
};
