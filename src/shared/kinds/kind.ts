/**
 * The field kinds, one set of files per kind, by what loads them:
 * - `<kind>.ts`: its yup rule (forms and the fake API), new-record value, CSV read-back and stored value's JSON
 *   Schema; plain logic, no React (the fake API imports it);
 * - `<kind>.text.ts`: its list cell text, export text and wrapping (the list's first render; nothing heavier);
 * - `<kind>.input.tsx` and `<kind>.cell.tsx`: its form input and, for kinds not shown as text, its list cell.
 * Each aspect has a registry (rules.ts, empty.ts, display.ts, readers.ts, schemas.ts, inputs.tsx, cells.ts) mapping
 * kind to that aspect, so a chunk holds only what it uses: the list never pulls the form's rules or the CSV reader.
 */
import type * as yup from 'yup';
import type { Picked } from '../rules';
import type { FieldDef } from '../types';

export type Kind = FieldDef['kind'];
export type FieldOf<K extends Kind> = Extract<FieldDef, { kind: K }>;

/** The aspect a registry holds for this field's kind, typed for any field (each entry is written for its kind). */
export function aspectOf<T>(registry: Readonly<Record<Kind, unknown>>, field: FieldDef): T;
export function aspectOf<T>(registry: Readonly<Partial<Record<Kind, unknown>>>, field: FieldDef): T | undefined;
export function aspectOf<T>(registry: Readonly<Partial<Record<Kind, unknown>>>, field: FieldDef): T | undefined {
    return registry[field.kind] as T | undefined;
}

// ---- rule (validation.ts) ----

interface RuleContext {
    now: () => Date;
    /** Makes the rule required with the field's message, unless the field's own condition exempts it. */
    required: <S extends yup.Schema>(schema: S, require: (s: S, message: string) => S) => S;
}
export type KindRule<F> = (field: F, context: RuleContext) => yup.Schema;
/** A new record's value where the declared default is not it as it stands (a date's `today`, a switch off). */
export type KindInitial<F> = (field: F, now: Date) => unknown;

// ---- list text (display.ts, exportRows.ts) ----

/** What a list cell shows for a plain value; `declared` texts come from the declaration, so they are translated. */
export interface CellText {
    text: string;
    declared: boolean;
}
export type KindCellText<F> = (
    field: F,
    value: unknown,
    record?: Readonly<Record<string, unknown>>,
) => CellText | undefined;
/** Translates a declaration's English text. */
export type Translate = (english: string) => string;
/** In words, a value whose cell is a control (a switch, a swatch, formatted text). */
export type KindExportText<F> = (field: F, value: unknown, translate: Translate) => string;

export const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

// ---- CSV read-back (readBack.ts) ----

export interface ReadContext {
    translate: Translate;
    /** The pickers' options as `{value, label}`, by field name. */
    options: Readonly<Record<string, readonly Picked[]>>;
}

/** What a cell gives: its value (undefined: empty), values it sets on other fields, or why it cannot be read. */
export interface ReadCell {
    value?: unknown;
    others?: Record<string, unknown>;
    problem?: string;
}

/** Reads a cell's trimmed text (already known not to be the field's empty text). */
export type KindRead<F> = (text: string, field: F, name: string, context: ReadContext) => ReadCell;

// ---- JSON Schema (server/openapi) ----

export type JsonSchema = { [key: string]: unknown };
/** A stored value of the kind as answers show it (seed rows and older rows may leave any of them empty). */
export type KindStored<F> = (field: F) => JsonSchema;

// ---- input (views/FieldInput.tsx; the components are the `<kind>.input.tsx` siblings) ----

/** What the form hands a kind's input: its label translated, and required and disabled as the conditions say. */
export interface KindInputProps<F> {
    name: string;
    field: F;
    label: string;
    required: boolean;
    disabled: boolean;
    /** The form's other fields (a picker names the one its options wait for). */
    siblings?: Readonly<Record<string, FieldDef>>;
}
