/**
 * The vocabulary of a resource declaration, one file per section in `./language/` (its reference:
 * docs/declarations.md). Re-exported here so the engine imports it from one place.
 */
export type { SessionRole } from './language/access';
export type { Endpoint, HttpMethod, ListProtocol } from './language/api';
export type { Condition, FieldTest } from './language/conditions';
export type { ResourceDeclaration } from './language/declaration';
export type * from './language/fields';
export { FIELD_CONDITIONS } from './language/fields';
export { ACTIONS, type ListFilter } from './language/list';
