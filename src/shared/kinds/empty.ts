import type { FieldDef } from '../types';
import { aspectOf, type FieldOf, type Kind } from './kind';

type KindEmpty<F> = (field: F) => unknown;

/** What a field holds when empty, for kinds where that is not null: what a disabled input shows and sends. */
const EMPTY: { readonly [K in Kind]?: KindEmpty<FieldOf<K>> } = {
    picker: field => (field.multiple ? [] : null),
    // A select's rule reads null as '' (no choice), and MUI's Select wants '' for no choice.
    select: () => '',
};

export const emptyValueOf = (field: FieldDef): unknown =>
    aspectOf<KindEmpty<FieldDef> | undefined>(EMPTY, field)?.(field) ?? null;
