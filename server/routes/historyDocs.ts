/* What /openapi.json says of the history and recently deleted calls (./historyRoutes.ts registers them). */
import { HISTORY_PAGE_MAX } from '../../src/shared/recordHistory';
import type { ResourceDeclaration } from '../../src/shared/types';
import { recordSchema } from '../openapi/entitySchema';
import type { JsonSchema } from '../openapi/ruleSchema';

const TEXT = { type: 'string' };

const CHANGE: JsonSchema = {
    type: 'object',
    properties: { field: TEXT, before: {}, after: {} },
    required: ['field', 'before', 'after'],
};

export const HISTORY: JsonSchema = {
    type: 'object',
    properties: {
        version: { type: 'integer', minimum: 0 },
        oldest: { type: ['integer', 'null'] },
        entries: {
            type: 'array',
            items: {
                type: 'object',
                properties: {
                    id: TEXT,
                    version: { type: 'integer' },
                    kind: { enum: ['created', 'updated', 'restored'] },
                    restored_version: { type: 'integer', minimum: 0 },
                    at: TEXT,
                    actor_name: TEXT,
                    changes: { type: 'array', items: CHANGE },
                },
                required: ['id', 'version', 'kind', 'at', 'actor_name', 'changes'],
            },
        },
        next: { type: ['integer', 'null'] },
        dropped: { type: 'integer', minimum: 0 },
    },
    required: ['version', 'oldest', 'entries', 'next', 'dropped'],
};

/** A history page: how many versions, and older than which (the previous page's `next`). */
export const HISTORY_QUERY: Readonly<Record<string, JsonSchema>> = {
    limit: { type: 'integer', minimum: 1, maximum: HISTORY_PAGE_MAX },
    before: { type: 'integer', minimum: 1 },
};

export const VERSION_BODY: JsonSchema = {
    type: 'object',
    properties: { version: { type: 'integer', minimum: 0 } },
    required: ['version'],
};

export const deletedSchema = (decl: ResourceDeclaration): JsonSchema => ({
    type: 'object',
    properties: { id: TEXT, title: TEXT, deleted_at: TEXT, actor_name: TEXT, record: recordSchema(decl) },
    required: ['id', 'title', 'deleted_at', 'actor_name', 'record'],
});
