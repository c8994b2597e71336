import type { ColorField } from '../../shared/types';
import type { KindExportText } from '../../shared/kinds/kind';

/** The colour's code: the list shows a swatch. */
export const exportText: KindExportText<ColorField> = (_field, value) => (typeof value === 'string' ? value : '');
