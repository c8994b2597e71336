import { type ConditionFacts, holds } from '../../src/shared/conditions';
import { formFields, isProtected } from '../../src/shared/defineResource';
import type { Endpoint, ResourceDeclaration, ToggleField } from '../../src/shared/types';
import { validateRecord } from '../../src/shared/validation';
import { Refusal } from '../http/answers';
import type { Collection } from '../store/collection';
import type { StoredRecord } from '../store/dbFile';
import { newObjectId } from '../store/objectId';
import { refuseStale } from '../store/versions';

type Body = Record<string, unknown>;

/** The endpoint's payload keys that are form fields (`id`, `userId` and the like are not stored). */
const sentValues = (decl: ResourceDeclaration, endpoint: Endpoint, body: Body): Body => {
    const fields = new Set(formFields(decl).map(([name]) => name));
    return Object.fromEntries(
        endpoint.send.filter(key => fields.has(key) && body[key] !== undefined).map(key => [key, body[key]]),
    );
};

export const defined = (values: Body): Body =>
    Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

/**
 * New rows start with their switches on and their stars off (a new grade is
 * in use, a new subject is not a favourite until someone stars it), unless
 * the declaration gives a default.
 */
const toggleDefaults = (decl: ResourceDeclaration): Body =>
    Object.fromEntries(
        Object.entries(decl.fields)
            .filter((entry): entry is [string, ToggleField] => entry[1].kind === 'toggle')
            .map(([name, field]) => {
                const on = field.default ?? field.look !== 'star';
                return [name, field.values ? (on ? field.values.on : field.values.off) : on];
            }),
    );

/** Fields a user cannot change once the record exists keep their stored value. */
const withoutLocked = (decl: ResourceDeclaration, values: Body): Body =>
    Object.fromEntries(Object.entries(values).filter(([name]) => !decl.fields[name]?.lockedOnEdit));

/** The record to change: 404 when unknown, refused when the declaration protects it. */
const changeable = (decl: ResourceDeclaration, rows: Collection, id: string): StoredRecord => {
    const current = rows.get(id);
    if (!current) throw new Refusal(404, `${decl.singular} not found`);
    if (isProtected(decl, current)) throw new Refusal(400, 'This record cannot be changed');
    return current;
};

/** Keys of a record the API keeps to itself: never in an answer. */
const PRIVATE_KEYS = ['password', 'sessions_valid_from', 'kept_session'] as const;

/** A row as answers show it (people rows carry a password hash once one is set). */
export const publicRow = (row: StoredRecord): StoredRecord => {
    if (!PRIVATE_KEYS.some(key => key in row)) return row;
    const copy: Record<string, unknown> = { ...row };
    for (const key of PRIVATE_KEYS) delete copy[key];
    return copy as StoredRecord;
};

/** Other collections by name (those a unique field shares its values with). */
export type Collections = (name: string) => Collection | undefined;
const none: Collections = () => undefined;

/**
 * Fields no two records may share (e-mails), in the collection and in those it names (`uniqueAcross`):
 * refused with the field's message, nothing stored.
 */
export const refuseDuplicates = (
    decl: ResourceDeclaration,
    rows: Collection,
    values: Body,
    ownId: string | undefined,
    others: Collections,
): void => {
    for (const [name, field] of Object.entries(decl.fields)) {
        if (field.kind !== 'text' || !field.unique || typeof values[name] !== 'string') continue;
        const wanted = (values[name] as string).trim().toLowerCase();
        const same = (row: StoredRecord) =>
            typeof row[name] === 'string' && (row[name] as string).trim().toLowerCase() === wanted;
        if (rows.find(row => row._id !== ownId && same(row))) throw new Refusal(400, field.unique);
        for (const other of field.uniqueAcross ?? []) {
            if (others(other)?.find(same)) throw new Refusal(400, field.unique);
        }
    }
};

/** What the record keeps beside its validated values (the label of a chosen coach); may refuse. */
type Completion = (values: Body) => Body;
const asIs: Completion = values => values;

/**
 * A rule an entity's folder adds to its collection's writes ("a student has at most one active membership"):
 * it sees the record as it would be stored, `_id` included, and refuses by throwing a Refusal.
 */
export type RecordRule = (record: StoredRecord) => void;

/**
 * Everything a write is judged by beside the declaration: what the record keeps (`complete`), the collections a
 * unique field shares its values with (`others`), what pickers offer (`facts`, so `noOptions` is decided as in
 * the browser) and the folder's own rules. An add, an edit and a restore take the same.
 */
export interface WriteGuards {
    complete?: Completion;
    others?: Collections;
    facts?: ConditionFacts;
    rules?: readonly RecordRule[];
}

/** The record as it would be stored, passed through the folder's rules: types, then the declaration, then these. */
export const ruled = <T extends StoredRecord>(record: T, rules: readonly RecordRule[] = []): T => {
    for (const rule of rules) rule(record);
    return record;
};

export const createRecord = async (
    decl: ResourceDeclaration,
    endpoint: Endpoint,
    rows: Collection,
    body: Body,
    { complete = asIs, others = none, facts, rules }: WriteGuards = {},
) => {
    const clean = complete(await validateRecord(decl, sentValues(decl, endpoint, body), { facts }));
    // After the await: a record added meanwhile counts.
    refuseDuplicates(decl, rows, clean, undefined, others);
    const now = new Date();
    const record = {
        _id: newObjectId(now),
        ...toggleDefaults(decl),
        ...defined(clean),
        [decl.server?.createdKey ?? 'created_at']: now.toISOString(),
    };
    return rows.insert(ruled(record, rules));
};

/** Keys the request leaves out keep their stored value; the result is validated as a whole. */
export const updateRecord = async (
    decl: ResourceDeclaration,
    endpoint: Endpoint,
    rows: Collection,
    id: string,
    body: Body,
    { complete = asIs, others = none, facts, rules }: WriteGuards = {},
    /** The version the client read (If-Match): a record changed since is refused with 409. */
    expected: number | undefined = undefined,
) => {
    const current = changeable(decl, rows, id);
    refuseStale(expected, current, decl.singular, publicRow);
    const stored = Object.fromEntries(formFields(decl).map(([name]) => [name, current[name]]));
    const sent = withoutLocked(decl, sentValues(decl, endpoint, body));
    const clean = complete(await validateRecord(decl, { ...defined(stored), ...sent }, { facts }));
    // A sent key that cleans to nothing (an emptied optional number) clears the stored value.
    const cleared = Object.keys(sent).filter(key => clean[key] === undefined);
    // The record as it is after the await: keys this request does not change keep any change made meanwhile.
    const latest = changeable(decl, rows, id);
    refuseStale(expected, latest, decl.singular, publicRow);
    refuseDuplicates(decl, rows, clean, id, others);
    const kept = Object.fromEntries(Object.entries(latest).filter(([key]) => !cleared.includes(key))) as StoredRecord;
    return rows.replace(ruled({ ...kept, ...defined(clean), updated_at: new Date().toISOString() }, rules));
};

export const deleteRecord = (decl: ResourceDeclaration, rows: Collection, id: string): StoredRecord => {
    changeable(decl, rows, id);
    return rows.remove(id) as StoredRecord;
};

/** Form-data carries booleans as text. */
const asBoolean = (value: unknown): boolean | undefined => {
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    return undefined;
};

/** The asked-for value: a boolean, or one of the field's two stored values. */
const askedValue = (field: ToggleField, key: string, raw: unknown): unknown => {
    if (field.values) {
        if (raw === field.values.on || raw === field.values.off) return raw;
        const on = asBoolean(raw);
        if (on === undefined) throw new Refusal(400, `${key} must be ${field.values.on} or ${field.values.off}`);
        return on ? field.values.on : field.values.off;
    }
    const value = asBoolean(raw);
    if (value === undefined) throw new Refusal(400, `${key} must be true or false`);
    return value;
};

/** The value after a flip the server decides (no value in the request). */
const flipped = (field: ToggleField, stored: unknown): unknown =>
    field.values ? (stored === field.values.on ? field.values.off : field.values.on) : !stored;

export const toggleRecord = (
    decl: ResourceDeclaration,
    rows: Collection,
    name: string,
    field: ToggleField,
    id: string,
    body: Body,
    rules: readonly RecordRule[] = [],
) => {
    const current = changeable(decl, rows, id);
    if (field.badge && current[name] === field.badge.value) {
        throw new Refusal(400, `${decl.singular} is ${field.badge.label.toLowerCase()}: its status cannot be changed`);
    }
    if (field.lockedWhen && holds(field.lockedWhen, current)) {
        throw new Refusal(400, `${decl.singular} is in use: its status cannot be changed`);
    }
    const value = field.valueKey
        ? askedValue(field, field.valueKey, body[field.valueKey])
        : flipped(field, current[name]);
    return rows.replace(ruled({ ...current, [name]: value, updated_at: new Date().toISOString() }, rules));
};

export const toggleMessage = (decl: ResourceDeclaration, name: string, field: ToggleField, value: unknown): string => {
    const on = field.values ? value === field.values.on : Boolean(value);
    const declared = decl.server?.toggleMessages?.[name];
    if (declared !== undefined) return declared;
    return field.messages ? (on ? field.messages.on : field.messages.off) : 'Status updated successfully';
};
