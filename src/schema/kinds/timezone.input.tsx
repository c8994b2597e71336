import type { TimezoneField } from '../../shared/types';
import { TimezoneInput } from '../views/TimezoneInput';
import type { KindInputProps } from '../../shared/kinds/kind';

export const TimezoneKindInput = ({ name, label, required, disabled }: KindInputProps<TimezoneField>) => (
    <TimezoneInput source={name} label={label} required={required} disabled={disabled} />
);
