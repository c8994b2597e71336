import { aspectOf, type KindRead, type ReadCell, type ReadContext } from '../shared/kinds/kind';
import { sameAny } from '../shared/kinds/readParts';
import { READERS } from './kinds/readers';
import type { FieldDef } from '../shared/types';

export type { ReadContext } from '../shared/kinds/kind';

/**
 * A CSV cell read back into a form value: each field kind reads what the list and its export write for it
 * (a choice's name, "$20", "15%", "Unlimited", a date in the list's format, Yes / Active, a picked name;
 * kinds/). Plain logic, no React.
 */

/** One cell's text as the form would hold it; the field's empty text ("Unlimited", "NA") reads as empty. */
export const readCell = (name: string, field: FieldDef, cell: string, context: ReadContext): ReadCell => {
    const text = cell.trim();
    const { translate } = context;
    if (field.emptyText !== undefined && sameAny(text, [field.emptyText, translate(field.emptyText)])) return {};
    return aspectOf<KindRead<FieldDef>>(READERS, field)(text, field, name, context);
};
