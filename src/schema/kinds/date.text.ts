import { dayText } from '../dayText';
import type { DateField } from '../types';
import type { KindCellText } from './kind';

export const cellText: KindCellText<DateField> = (field, value) => ({
    text: dayText(value, field.format),
    declared: false,
});
