import { phoneText } from '../../shared/phoneText';
import type { PhoneField } from '../../shared/types';
import type { KindCellText } from '../../shared/kinds/kind';

/** The digits with a leading +. */
export const cellText: KindCellText<PhoneField> = (_field, value) => ({ text: phoneText(value), declared: false });
