import { lazy, Suspense } from 'react';
import { DateInput, Loading, SelectInput, TextInput } from 'react-admin';
import { resolveDay } from '../dates';
import type { FieldDef } from '../types';
import { CheckboxInput } from './CheckboxInput';
import { ColorInput } from './ColorInput';

const RichTextInput = lazy(() => import('./RichTextInput'));

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
    const label = field.inputLabel ?? field.label;
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
                <DateInput
                    source={name}
                    label={label}
                    isRequired={required}
                    disabled={disabled}
                    slotProps={{
                        htmlInput: {
                            min: field.min ? resolveDay(field.min) : undefined,
                            max: field.max ? resolveDay(field.max) : undefined,
                        },
                    }}
                />
            );
        case 'richText':
            return (
                <Suspense fallback={<Loading />}>
                    <RichTextInput source={name} label={label} />
                </Suspense>
            );
        case 'boolean':
        case 'toggle':
            return <CheckboxInput source={name} label={label} disabled={disabled} />;
    }
};
