import { TextInput } from 'react-admin';
import type { TextField } from '../../shared/types';
import type { KindInputProps } from '../../shared/kinds/kind';

export const TextKindInput = ({ name, field, label, required, disabled }: KindInputProps<TextField>) => (
    <TextInput
        source={name}
        label={label}
        isRequired={required}
        disabled={disabled}
        multiline={field.multiline}
        minRows={field.multiline ? 3 : undefined}
    />
);
