import { lazy, Suspense } from 'react';
import { BooleanInput, DateInput, Loading, TextInput } from 'react-admin';
import { resolveDay } from '../dates';
import type { FieldDef } from '../types';
import { ColorInput } from './ColorInput';

const RichTextInput = lazy(() => import('./RichTextInput'));

/** The add/edit input for one field kind. Rules live in the yup schema, not here. */
export const FieldInput = ({ name, field }: { name: string; field: FieldDef }) => {
    const label = field.inputLabel ?? field.label;
    const required = Boolean(field.required);
    switch (field.kind) {
        case 'text':
            return (
                <TextInput
                    source={name}
                    label={label}
                    isRequired={required}
                    multiline={field.multiline}
                    minRows={field.multiline ? 3 : undefined}
                />
            );
        case 'color':
            return <ColorInput source={name} label={label} />;
        case 'date':
            return (
                <DateInput
                    source={name}
                    label={label}
                    isRequired={required}
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
            return <BooleanInput source={name} label={label} />;
        case 'toggle':
            return null;
    }
};
