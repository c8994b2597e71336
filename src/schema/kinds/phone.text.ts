import { phoneText } from '../phoneText';
import type { PhoneField } from '../types';
import type { KindCellText } from './kind';

/** The digits with a leading +. */
export const cellText: KindCellText<PhoneField> = (_field, value) => ({ text: phoneText(value), declared: false });
