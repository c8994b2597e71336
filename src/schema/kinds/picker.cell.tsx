import { useMemo } from 'react';
import type { RaRecord } from 'react-admin';
import { isReference, referenceText } from '../../shared/referenceLabels';
import type { PickerField } from '../../shared/types';
import { valueAt } from '../../shared/values';
import { labelsOf, NameList } from '../views/NameList';
import { usePickerOptions } from '../views/usePickerOptions';
import type { KindCell } from './cellProps';

/**
 * A reference by its record's label, from the picker's options (read once for the whole list); a record no longer
 * offered (a coach since disabled) by the label the row keeps beside the id where it keeps one, else its id.
 */
const ReferenceLabel = ({ field, record, value }: { field: PickerField; record: RaRecord; value: unknown }) => {
    const { options } = usePickerOptions(field, {
        by: field.sourceBy ? valueAt(record, field.sourceBy.field) : undefined,
        parent: field.dependsOn ? valueAt(record, field.dependsOn) : undefined,
    });
    const labels = useMemo(() => new Map(options.map(option => [option.value, option.label])), [options]);
    const kept = field.references?.labelKey ? valueAt(record, field.references.labelKey) : undefined;
    const offered = labels.has(String(value ?? ''));
    const label = !offered && typeof kept === 'string' && kept ? kept : referenceText(labels, value);
    return <>{label || field.emptyText || ''}</>;
};

/** An access list: the first names, then "Show More"; a reference: its record's label. */
export const pickerCell: KindCell<PickerField> = ({ field, value, record }) =>
    isReference(field) ? (
        <ReferenceLabel field={field} record={record} value={value} />
    ) : (
        <NameList names={labelsOf(value)} shown={field.shown} />
    );
