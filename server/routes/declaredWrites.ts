/*
 * A declaration's writes: add, edit, delete and status switch. The edit is one function (`declaredEdit`) which
 * the edit route and a version restore of the declaration both go through (../domain/recordEdits.ts).
 */
import type { Endpoint, ResourceDeclaration, ToggleField } from '../../src/shared/types';
import { recordChangeActivity } from '../domain/activityTrail';
import type { RecordEdit, RecordEdits } from '../domain/recordEdits';
import {
    createRecord,
    deleteRecord,
    publicRow,
    toggleMessage,
    toggleRecord,
    updateRecord,
} from '../domain/recordChanges';
import { referrers, refreshReferenceLabels, refuseWhileReferenced, withReferences } from '../domain/references';
import { viewerOf } from '../domain/viewer';
import { handle, succeed } from '../http/answers';
import { toggleValueSchema, writeSchema } from '../openapi/entitySchema';
import type { RouteDoc } from '../openapi/routeDoc';
import type { StoredRecord } from '../store/dbFile';
import { changedFields } from '../store/recordHistory';
import { expectedVersion } from '../store/versions';
import { body, idOf, type Declared, type Doc } from './declaredRoute';

/** An id chosen from another collection names a row there, and the label kept beside it is that row's. */
const completion = ({ store, decl }: Pick<Declared, 'store' | 'decl'>) => ({
    complete: (values: Record<string, unknown>) => withReferences(store, decl, values),
    others: (name: string) => store.collection(name),
});

const writeBody = (decl: ResourceDeclaration, endpoint: Endpoint, kind: 'create' | 'update'): RouteDoc['body'] => ({
    type: endpoint.body === 'form-data' ? 'form-data' : 'json',
    schema: writeSchema(decl, endpoint, kind),
});

const registerCreate = (declared: Declared, create: Endpoint): void => {
    const { decl, rows, on, tag, record } = declared;
    const { complete, others } = completion(declared);
    on(
        create,
        handle(async (req, res) =>
            succeed(
                res,
                publicRow(await createRecord(decl, create, rows(), body(req), complete, others)),
                `${decl.singular} added successfully`,
            ),
        ),
        { summary: `Add ${decl.singular.toLowerCase()}`, tag, data: record, body: writeBody(decl, create, 'create') },
        { permission: { screen: decl.name, action: 'add' }, writes: {} },
    );
};

/** The fields an edit changed, as the form names them (the activity log's detail). */
const changedLabels = (decl: ResourceDeclaration, before: StoredRecord | undefined, after: StoredRecord): string =>
    changedFields(before, after)
        .flatMap(({ field }) => (decl.fields[field] ? [decl.fields[field].label] : []))
        .join(', ');

/**
 * A declared record's edit: its entity module's checks (an expired coupon is refused), the declaration's rules
 * through the update (validation, references, unique fields, the version read), and the labels others keep of it.
 */
export const declaredEdit = (declared: Declared, update: Endpoint, edits: RecordEdits): RecordEdit => {
    const { decl, declarations, store, rows, chainOf } = declared;
    const { complete, others } = completion(declared);
    return {
        chain: chainOf(update, { self: decl.access?.selfService, permission: { screen: decl.name, action: 'edit' } }),
        async edit({ id, values, expected }) {
            const current = rows().get(id);
            if (current) for (const check of edits.checksOf(decl.collection)) check(current);
            const saved = await updateRecord(decl, update, rows(), id, values, complete, others, expected);
            refreshReferenceLabels(store, declarations, decl.collection, saved);
            return { saved, shown: publicRow(saved) };
        },
    };
};

const registerUpdate = (declared: Declared, update: Endpoint, edit: RecordEdit): void => {
    const { decl, store, rows, on, tag, record } = declared;
    on(
        update,
        handle(async (req, res) => {
            const before = rows().get(idOf(req));
            const { saved, shown } = await edit.edit({
                id: idOf(req),
                values: body(req),
                viewer: viewerOf(res),
                expected: expectedVersion(req),
            });
            recordChangeActivity(store, res.locals.userId, decl, saved, {
                action: 'update',
                detail: changedLabels(decl, before, saved),
            });
            succeed(res, shown, `${decl.singular} updated successfully`);
        }),
        {
            summary: `Edit ${decl.singular.toLowerCase()}`,
            tag,
            data: record,
            body: writeBody(decl, update, 'update'),
            conflict: true,
        },
        {
            self: decl.access?.selfService,
            permission: { screen: decl.name, action: 'edit' },
            writes: { current: req => rows().get(idOf(req)) },
        },
    );
};

const registerDelete = ({ decl, declarations, store, rows, on, tag, record }: Declared, remove: Endpoint): void =>
    on(
        remove,
        handle((req, res) => {
            refuseWhileReferenced(store, declarations, decl.collection, idOf(req));
            const removed = deleteRecord(decl, rows(), idOf(req));
            recordChangeActivity(store, res.locals.userId, decl, removed, { action: 'delete' });
            succeed(res, publicRow(removed), `${decl.singular} deleted successfully`);
        }),
        {
            summary: `Delete ${decl.singular.toLowerCase()}`,
            tag,
            data: record,
            // Still chosen by other records: 409 with the field's words.
            ...(referrers(declarations, decl.collection).length > 0 ? { refuses: [409] } : {}),
        },
        { permission: { screen: decl.name, action: 'delete' } },
    );

const toggleBody = (field: ToggleField): Pick<Doc, 'body'> =>
    field.valueKey
        ? {
              body: {
                  type: 'json',
                  schema: { type: 'object', properties: { [field.valueKey]: toggleValueSchema(field) } },
              },
          }
        : {};

const registerToggle = ({ decl, store, rows, on, tag, record }: Declared, name: string, field: ToggleField): void =>
    on(
        field.endpoint,
        handle((req, res) => {
            const saved = toggleRecord(decl, rows(), name, field, idOf(req), body(req));
            // A status switch is logged; a favourite star is not.
            if (field.look !== 'star')
                recordChangeActivity(store, res.locals.userId, decl, saved, {
                    action: 'status_change',
                    value: saved[name],
                });
            succeed(res, publicRow(saved), toggleMessage(decl, name, field, saved[name]));
        }),
        {
            summary: `Switch ${decl.singular.toLowerCase()} ${field.label.toLowerCase()}`,
            tag,
            data: record,
            ...toggleBody(field),
        },
        // A favourite star is part of editing; a status switch is its own permission.
        { permission: { screen: decl.name, action: field.look === 'star' ? 'edit' : 'status' } },
    );

/** A declaration's add, edit (through its `edit`), delete and switch routes, as far as it declares them. */
export const registerWrites = (declared: Declared, edit: RecordEdit | undefined): void => {
    const { create, update, delete: remove } = declared.decl.api;
    if (create) registerCreate(declared, create);
    if (update && edit) registerUpdate(declared, update, edit);
    if (remove) registerDelete(declared, remove);
    for (const [name, field] of Object.entries(declared.decl.fields))
        if (field.kind === 'toggle') registerToggle(declared, name, field);
};
