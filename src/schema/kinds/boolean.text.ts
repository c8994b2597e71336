import type { BooleanField } from '../types';
import type { KindCellText } from './kind';

export const cellText: KindCellText<BooleanField> = (field, value) => ({
    text: value ? (field.texts?.true ?? 'Yes') : (field.texts?.false ?? 'No'),
    declared: true,
});
