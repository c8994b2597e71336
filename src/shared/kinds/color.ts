import { PALETTE } from '../palette';
import type { ColorField } from '../types';
import type { KindRule } from './kind';
import { emptyString } from './ruleParts';

export const rule: KindRule<ColorField> = (_field, { required }) =>
    required(
        emptyString().test(
            'palette',
            'Please choose a colour from the palette',
            v => !v || PALETTE.includes(v.toLowerCase()),
        ),
        (r, m) => r.required(m),
    );
