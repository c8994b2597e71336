import type { ColorField } from '../../shared/types';
import { ColorInput } from '../views/ColorInput';
import type { KindInputProps } from '../../shared/kinds/kind';

export const ColorKindInput = ({ name, label, disabled }: KindInputProps<ColorField>) => (
    <ColorInput source={name} label={label} disabled={disabled} />
);
