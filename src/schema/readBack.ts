import { isValid, parse } from 'date-fns';
import { DEFAULT_INPUT_FORMAT, dayOf, isoDay } from './dates';
import { engineMessage } from './messages';
import type { Picked } from './rules';
import type { DateField, FieldDef, NumberField, PickerField } from './types';

/**
 * A CSV cell read back into a form value: each field kind reads what the list and its export write for it
 * (a choice's name, "$20", "15%", "Unlimited", a date in the list's format, Yes / Active, a picked name).
 * Plain logic, no React.
 */

type Translate = (english: string) => string;

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

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
const sameAny = (text: string, candidates: readonly (string | undefined)[]) =>
    candidates.some(c => c !== undefined && same(c, text));

const YES = ['yes', 'true', '1', 'active', 'on'];

/** Dates as the list writes them, as the input takes them, and ISO (a day, or a whole timestamp). */
const readDate = (field: DateField, text: string): ReadCell => {
    const formats = [...new Set([field.format, field.inputFormat ?? DEFAULT_INPUT_FORMAT, 'yyyy-MM-dd'])];
    for (const format of formats) {
        const day = parse(text, format, new Date(2000, 0, 1));
        if (isValid(day) && day.getFullYear() >= 1000) return { value: isoDay(day) };
    }
    // Not a date in any of them: kept as typed, so the field's own rule says which format it wants.
    return { value: dayOf(text) || text };
};

/** "$1,200.50", "15%", "12": the number; its unit ("%" or "$") chooses the unit field's value where one does. */
const readNumber = (field: NumberField, text: string): ReadCell => {
    const found = /^(\$)?\s*(-?[\d,]*\.?\d+)\s*(%)?$/.exec(text.replace(/\s+/g, ' ').trim());
    if (!found) return { value: text };
    const value = Number(found[2].replace(/,/g, ''));
    const unit = found[3] ? 'percent' : found[1] ? 'money' : undefined;
    const by = field.unitBy;
    const choice = by && unit && Object.entries(by.units).find(([, u]) => u === unit)?.[0];
    return choice && by ? { value, others: { [by.field]: choice } } : { value };
};

/** A picked name (or id), several separated by commas for a multiple picker; an unknown name is refused. */
const readPicker = (name: string, field: PickerField, text: string, context: ReadContext): ReadCell => {
    const options = [...(field.allOption ? [{ value: field.allOption.id, label: field.allOption.name }] : [])];
    options.push(...(context.options[name] ?? []));
    const find = (label: string) => options.find(o => same(o.value, label) || same(o.label, label));
    const names = field.multiple ? text.split(',').filter(n => n.trim()) : [text];
    const picked = names.map(find);
    const missing = names.find((_, i) => !picked[i]);
    if (missing !== undefined) return { problem: engineMessage('notAChoice', { label: field.label }) };
    const found = picked as Picked[];
    if (field.multiple) return { value: found };
    return { value: field.holds === 'value' ? found[0].value : found[0] };
};

/** One cell's text as the form would hold it; the field's empty text ("Unlimited", "NA") reads as empty. */
export const readCell = (name: string, field: FieldDef, cell: string, context: ReadContext): ReadCell => {
    const text = cell.trim();
    const { translate } = context;
    if (field.emptyText !== undefined && sameAny(text, [field.emptyText, translate(field.emptyText)])) return {};
    if (field.kind === 'boolean' || field.kind === 'toggle') {
        const texts = field.kind === 'boolean' ? field.texts : undefined;
        const on =
            YES.some(y => same(y, text)) ||
            sameAny(text, [translate('Yes'), translate('Active'), texts?.true, texts?.true && translate(texts.true)]);
        if (field.kind === 'toggle' && field.values) return { value: on ? field.values.on : field.values.off };
        return { value: on };
    }
    if (text === '') return {};
    switch (field.kind) {
        case 'select': {
            const choice = [...field.choices, ...(field.alsoAccepts ?? [])].find(c =>
                sameAny(text, [c.id, c.name, translate(c.name)]),
            );
            return { value: choice ? choice.id : text };
        }
        case 'number':
            return readNumber(field, text);
        case 'date':
            return readDate(field, text);
        case 'picker':
            return readPicker(name, field, text, context);
        default:
            return { value: text };
    }
};
