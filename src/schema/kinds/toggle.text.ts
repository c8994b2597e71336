import type { ToggleField } from '../../shared/types';
import type { KindExportText } from '../../shared/kinds/kind';

/** In words, as the list's switch, star or badge says it. */
export const exportText: KindExportText<ToggleField> = (field, value, translate) => {
    if (field.badge && value === field.badge.value) return translate(field.badge.label);
    const on = field.values ? value === field.values.on : Boolean(value);
    if (field.look === 'star') return translate(on ? 'Yes' : 'No');
    return translate(on ? 'Active' : 'Inactive');
};
