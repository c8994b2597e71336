import { PALETTE } from '../palette';
import type { ColorField } from '../types';
import type { KindRule } from './kind';
import { emptyString, requiredIf } from './ruleParts';

export const rule: KindRule<ColorField> = field =>
    requiredIf(
        emptyString().test(
            'palette',
            'Please choose a colour from the palette',
            v => !v || PALETTE.includes(v.toLowerCase()),
        ),
        field.required,
    );
