import { TextInput } from 'react-admin';
import type { NumberField } from '../../shared/types';
import type { KindInputProps } from '../../shared/kinds/kind';

/** A text box, so a typed non-number reaches the rule that names the problem. */
export const NumberKindInput = ({ name, label, required, disabled }: KindInputProps<NumberField>) => (
    <TextInput
        source={name}
        label={label}
        isRequired={required}
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
);
