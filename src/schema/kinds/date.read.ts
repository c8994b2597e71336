// Apart from date.ts so date-fns' parser stays in the CSV import's chunk, not in every form's.
import { isValid, parse } from 'date-fns';
import { DEFAULT_INPUT_FORMAT, dayOf, isoDay } from '../../shared/dates';
import type { DateField } from '../../shared/types';
import type { KindRead } from '../../shared/kinds/kind';
import { filled } from '../../shared/kinds/readParts';

/** Dates as the list writes them, as the input takes them, and ISO (a day, or a whole timestamp). */
export const read: KindRead<DateField> = filled((text, field) => {
    const formats = [...new Set([field.format, field.inputFormat ?? DEFAULT_INPUT_FORMAT, 'yyyy-MM-dd'])];
    for (const format of formats) {
        const day = parse(text, format, new Date(2000, 0, 1));
        if (isValid(day) && day.getFullYear() >= 1000) return { value: isoDay(day) };
    }
    // Not a date in any of them: kept as typed, so the field's own rule says which format it wants.
    return { value: dayOf(text) || text };
});
