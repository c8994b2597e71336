import { labelsOf, listedReferences, type LabelsByField } from '../../src/shared/referenceLabels';
import type { PickerField, ResourceDeclaration } from '../../src/shared/types';
import type { Store } from '../store/store';
import { knowsOptionSource, optionSourceRows } from './pickerOptions';

/** Where the fake API reads a reference's labels: the collection it names, else the rows its picker's source serves. */
const canLabel = (field: PickerField): boolean => Boolean(field.references) || knowsOptionSource(field.source);

/**
 * A declaration whose list searches or sorts a reference the fake API cannot label is refused when the routes
 * load, rather than searching and sorting by ids unseen.
 */
export const checkListedReferences = (decl: ResourceDeclaration): void => {
    for (const [name, field] of listedReferences(decl)) {
        if (!canLabel(field))
            throw new Error(
                `${decl.name}: field ${name} is searchable or sortable, but its labels cannot be read: ` +
                    `declare references.collection, or serve its source ${field.source.method} ${field.source.path}`,
            );
    }
};

/** The labels of every reference the declaration's lists search or sort by, read once for one request. */
export const referenceLabels = (store: Store, decl: ResourceDeclaration): LabelsByField => {
    const labels: Record<string, ReadonlyMap<string, string>> = {};
    for (const [name, field] of listedReferences(decl)) {
        const rows = field.references
            ? store.collection(field.references.collection).all
            : optionSourceRows(store, field.source);
        labels[name] = labelsOf(field, rows ?? []);
    }
    return labels;
};
