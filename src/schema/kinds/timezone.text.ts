import type { TimezoneField } from '../types';
import { isEmpty, type KindCellText } from './kind';

export const cellText: KindCellText<TimezoneField> = (_field, value) => ({
    text: isEmpty(value) ? '' : String(value),
    declared: false,
});
