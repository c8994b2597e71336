/** Each field kind's add/edit input (views/FieldInput.tsx), by kind; a button to another page has none. */
import type { ReactNode } from 'react';
import { CheckboxKindInput } from './boolean.input';
import { ColorKindInput } from './color.input';
import { DateKindInput } from './date.input';
import { FileKindInput } from './file.input';
import { GrantsKindInput } from './grants.input';
import type { FieldOf, Kind, KindInputProps } from '../../shared/kinds/kind';
import { NumberKindInput } from './number.input';
import { PhoneKindInput } from './phone.input';
import { PickerKindInput } from './picker.input';
import { RichTextKindInput } from './richText.input';
import { SelectKindInput } from './select.input';
import { TextKindInput } from './text.input';
import { TimezoneKindInput } from './timezone.input';

/** Draws a kind's input: each entry renders its kind's component, so the form's element types stay fixed. */
export type KindInput<F> = (props: KindInputProps<F>) => ReactNode;

export const INPUTS: { readonly [K in Kind]?: KindInput<FieldOf<K>> } = {
    text: props => <TextKindInput {...props} />,
    number: props => <NumberKindInput {...props} />,
    select: props => <SelectKindInput {...props} />,
    color: props => <ColorKindInput {...props} />,
    date: props => <DateKindInput {...props} />,
    richText: props => <RichTextKindInput {...props} />,
    boolean: props => <CheckboxKindInput {...props} />,
    toggle: props => <CheckboxKindInput {...props} />,
    phone: props => <PhoneKindInput {...props} />,
    timezone: props => <TimezoneKindInput {...props} />,
    picker: props => <PickerKindInput {...props} />,
    file: props => <FileKindInput {...props} />,
    grants: props => <GrantsKindInput {...props} />,
};
