import type { TimezoneField } from '../types';
import { TimezoneInput } from '../views/TimezoneInput';
import type { KindInputProps } from './kind';

export const TimezoneKindInput = ({ name, label, required, disabled }: KindInputProps<TimezoneField>) => (
    <TimezoneInput source={name} label={label} required={required} disabled={disabled} />
);
