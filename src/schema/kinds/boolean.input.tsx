import type { BooleanField, ToggleField } from '../../shared/types';
import { CheckboxInput } from '../views/CheckboxInput';
import type { KindInputProps } from '../../shared/kinds/kind';

/** A checkbox: a yes/no field, and a list's switch where its form offers it too. */
export const CheckboxKindInput = ({ name, label, disabled }: KindInputProps<BooleanField | ToggleField>) => (
    <CheckboxInput source={name} label={label} disabled={disabled} />
);
