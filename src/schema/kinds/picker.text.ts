import type { PickerField } from '../../shared/types';
import type { KindCellText, KindExportText } from '../../shared/kinds/kind';

/** One pick by its label (or the field's empty text); a list of them is a cell of its own (names, "Show More"). */
export const cellText: KindCellText<PickerField> = (field, value) => {
    if (field.multiple) return undefined;
    const label = typeof value === 'object' && value !== null ? (value as { label?: unknown }).label : undefined;
    return typeof label === 'string' && label
        ? { text: label, declared: false }
        : { text: field.emptyText ?? '', declared: true };
};

/** An access list: every name, where the screen shows three and "Show More". */
export const exportText: KindExportText<PickerField> = (_field, value) =>
    (Array.isArray(value) ? value : [])
        .map((item: unknown): { label?: unknown; value?: unknown } =>
            typeof item === 'object' && item !== null ? item : { label: item },
        )
        .map(item => String(item.label ?? item.value ?? ''))
        .filter(Boolean)
        .join(', ');
