import { dayText } from '../../shared/dayText';
import type { DateField } from '../../shared/types';
import type { KindCellText } from '../../shared/kinds/kind';

export const cellText: KindCellText<DateField> = (field, value) => ({
    text: dayText(value, field.format),
    declared: false,
});
