import type { TimezoneField } from '../../shared/types';
import { isEmpty, type KindCellText } from '../../shared/kinds/kind';

export const cellText: KindCellText<TimezoneField> = (_field, value) => ({
    text: isEmpty(value) ? '' : String(value),
    declared: false,
});
