import type { PickerField } from '../../shared/types';
import type { KindCellText, KindExportText } from '../../shared/kinds/kind';
import { isReference } from '../../shared/referenceLabels';

/**
 * One pick by its label (or the field's empty text); a list of them, or a reference (an id whose label the
 * options give), is a cell of its own.
 */
export const cellText: KindCellText<PickerField> = (field, value) => {
    if (field.multiple || isReference(field)) return undefined;
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
