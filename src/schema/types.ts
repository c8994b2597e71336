/**
 * The vocabulary of a resource declaration, one file per section in `./language/` (its reference:
 * docs/declarations.md). Re-exported here so the engine imports it from one place.
 */
export type { AccessSection, SessionRole } from './language/access';
export type { ApiSection, Endpoint, HttpMethod, ListProtocol } from './language/api';
export type { Condition, ConditionOp, FieldTest } from './language/conditions';
export type { ResourceDeclaration } from './language/declaration';
export type * from './language/fields';
export type { FormSection } from './language/form';
export { ACTIONS, type ListFilter, type ListSection } from './language/list';
export type { ServerSection } from './language/server';
