import type { ColorField } from '../types';
import { ColorInput } from '../views/ColorInput';
import type { KindInputProps } from './kind';

export const ColorKindInput = ({ name, label, disabled }: KindInputProps<ColorField>) => (
    <ColorInput source={name} label={label} disabled={disabled} />
);
