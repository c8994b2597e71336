import { engineMessage } from '../../src/shared/messages';
import type { PickerField, ResourceDeclaration } from '../../src/shared/types';
import { Refusal } from '../http/answers';
import type { StoredRecord } from '../store/dbFile';
import type { Store } from '../store/store';

type Body = Record<string, unknown>;
type Reference = [name: string, field: PickerField & { references: NonNullable<PickerField['references']> }];

/** A declaration's fields that keep the id of a row of another collection (a student's coach). */
const referencesOf = (decl: ResourceDeclaration): Reference[] =>
    Object.entries(decl.fields).filter(
        (entry): entry is Reference =>
            entry[1].kind === 'picker' && entry[1].holds === 'value' && Boolean(entry[1].references),
    );

/** The chosen row's label as the picker shows it: its label parts joined by a space. */
const labelOf = (field: PickerField, row: StoredRecord): string =>
    field.optionLabel
        .map(key => row[key])
        .filter(part => typeof part === 'string' && part)
        .join(' ');

/**
 * A record's references checked and its label copies filled: an id that
 * names no row of the collection is refused with the field's words (a form
 * only offers existing rows, so only a hand-made request meets this); an
 * emptied reference empties its label copy.
 */
export const withReferences = (store: Store, decl: ResourceDeclaration, values: Body): Body => {
    const filled: Body = {};
    for (const [name, field] of referencesOf(decl)) {
        if (!(name in values)) continue;
        const id = values[name];
        const { collection, labelKey } = field.references;
        if (id === undefined || id === null || id === '') {
            if (labelKey) filled[labelKey] = '';
            continue;
        }
        const row = store.collection(collection).get(String(id));
        if (!row) throw new Refusal(400, engineMessage('notAChoice', { label: field.label }));
        if (labelKey) filled[labelKey] = labelOf(field, row);
    }
    return { ...values, ...filled };
};

/** Every declaration's reference to `collection`, with the collection that holds it. */
export const referrers = (declarations: readonly ResourceDeclaration[], collection: string) =>
    declarations.flatMap(decl =>
        referencesOf(decl)
            .filter(([, field]) => field.references.collection === collection)
            .map(([name, field]) => ({ decl, name, field })),
    );

/** After a row changed (a coach renamed): the label copies other records keep of it follow. */
export const refreshReferenceLabels = (
    store: Store,
    declarations: readonly ResourceDeclaration[],
    collection: string,
    row: StoredRecord,
): void => {
    for (const { decl, name, field } of referrers(declarations, collection)) {
        const { labelKey } = field.references;
        if (!labelKey) continue;
        const label = labelOf(field, row);
        const rows = store.collection(decl.collection);
        for (const stale of rows.all.filter(r => r[name] === row._id && r[labelKey] !== label))
            rows.patch(stale._id, { [labelKey]: label });
    }
};

/** A row other records still choose is not deleted: the field's words say how many and what to do. */
export const refuseWhileReferenced = (
    store: Store,
    declarations: readonly ResourceDeclaration[],
    collection: string,
    id: string,
): void => {
    for (const { decl, name, field } of referrers(declarations, collection)) {
        const n = store.collection(decl.collection).all.filter(r => r[name] === id).length;
        if (n > 0) throw new Refusal(409, field.references.inUse.replace('%{n}', String(n)));
    }
};
