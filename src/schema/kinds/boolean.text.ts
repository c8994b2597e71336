import type { BooleanField } from '../../shared/types';
import type { KindCellText } from '../../shared/kinds/kind';

export const cellText: KindCellText<BooleanField> = (field, value) => ({
    text: value ? (field.texts?.true ?? 'Yes') : (field.texts?.false ?? 'No'),
    declared: true,
});
