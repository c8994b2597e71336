/**
 * A declared entity in JSON Schema: its records as answers show them, the bodies its add and edit calls take
 * (the form's yup rules, through ruleSchema), and each list protocol's request and answer.
 */
import { formFields } from '../../src/shared/defineResource';
import { aspectOf, type KindStored } from '../../src/shared/kinds/kind';
import { STORED } from '../../src/shared/kinds/schemas';
import type { Endpoint, FieldDef, ListProtocol, ResourceDeclaration, ToggleField } from '../../src/shared/types';
import { validationSchema } from '../../src/shared/validation';
import { sortableFields } from '../domain/listQuery';
import { ruleSchema, type JsonSchema } from './ruleSchema';

const TEXT = { type: ['string', 'null'] };

/** A stored value of a field kind, as its kind module says (seed rows and older rows may leave any of them empty). */
const valueSchema = (field: FieldDef): JsonSchema => aspectOf<KindStored<FieldDef>>(STORED, field)(field);

/** A record as answers show it: its fields, id, version stamps; other keys the server keeps are allowed. */
export const recordSchema = (decl: ResourceDeclaration): JsonSchema => ({
    type: 'object',
    title: decl.singular,
    properties: {
        _id: { type: 'string' },
        ...Object.fromEntries(Object.entries(decl.fields).map(([name, field]) => [name, valueSchema(field)])),
        [decl.server?.createdKey ?? 'created_at']: TEXT,
        __v: { type: 'integer', minimum: 0 },
        updated_at: TEXT,
        updated_by: TEXT,
    },
    required: ['_id'],
});

/**
 * The body of an add (`required` as the form's rules say) or an edit (keys left out keep their value): the
 * endpoint's payload keys, form fields with their rules, other keys (a parent's id) as they come.
 */
export const writeSchema = (decl: ResourceDeclaration, endpoint: Endpoint, kind: 'create' | 'update'): JsonSchema => {
    const rules = ruleSchema(validationSchema(decl));
    const fields = (rules.properties ?? {}) as Record<string, JsonSchema>;
    const formKeys = new Set(formFields(decl).map(([name]) => name));
    const keys = endpoint.send.length > 0 ? endpoint.send : [...formKeys];
    const required = kind === 'create' ? ((rules.required ?? []) as string[]).filter(k => keys.includes(k)) : [];
    return {
        type: 'object',
        properties: Object.fromEntries(keys.map(key => [key, formKeys.has(key) ? (fields[key] ?? {}) : {}])),
        ...(required.length > 0 ? { required } : {}),
    };
};

const WHOLE = { type: 'integer', minimum: 1 };
const COUNT = { type: 'integer', minimum: 0 };

/** The query or body a list protocol sends. */
export const listRequest = (decl: ResourceDeclaration, list: ListProtocol): Record<string, JsonSchema> => {
    const page = { current_page: WHOLE, limit: { ...WHOLE, maximum: 100 } };
    switch (list.kind) {
        case 'paged':
            return {
                page: WHOLE,
                limit: { ...WHOLE, maximum: 100 },
                search: { type: ['string', 'null'] },
                sortBy: { enum: [...sortableFields(decl), '', null] },
                sortOrder: { enum: ['asc', 'desc', 'ASC', 'DESC'] },
            };
        case 'pageQuery':
            return page;
        case 'results':
            return { ...page, search: { type: 'string' } };
        case 'rest':
            return {
                sort: { type: 'string', description: 'JSON: ["field","ASC"|"DESC"]' },
                range: { type: 'string', description: 'JSON: [first, last], at most 1,000 rows' },
                filter: { type: 'string', description: 'JSON object: q, a field, {date}_gte / {date}_lte' },
            };
        case 'whole':
            return list.endpoint.send.includes('search') ? { search: { type: ['string', 'null'] } } : {};
    }
};

/** A list protocol's `data` (for `rest`, the array's items' schema is the record). */
export const listData = (decl: ResourceDeclaration, list: ListProtocol): JsonSchema => {
    const record = recordSchema(decl);
    const rows = { type: 'array', items: record };
    switch (list.kind) {
        case 'paged':
        case 'pageQuery':
            return {
                type: 'object',
                properties: { docs: rows, totalDocs: COUNT, totalPages: WHOLE, page: WHOLE, limit: WHOLE },
                required: ['docs', 'totalDocs', 'totalPages', 'page', 'limit'],
            };
        case 'results':
            return {
                type: 'object',
                properties: { results: rows, count: COUNT, totalPage: WHOLE, currentPage: WHOLE },
                required: ['results', 'count', 'totalPage'],
            };
        case 'rest':
            return record;
        case 'whole':
            return rows;
    }
};

/** The value a switch's call may send: its stored values, or true / false. */
export const toggleValueSchema = (field: ToggleField): JsonSchema =>
    field.values ? { enum: [field.values.on, field.values.off] } : { type: 'boolean' };
