import type { ColorField } from '../types';
import type { KindExportText } from './kind';

/** The colour's code: the list shows a swatch. */
export const exportText: KindExportText<ColorField> = (_field, value) => (typeof value === 'string' ? value : '');
