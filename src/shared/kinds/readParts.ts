import type { KindRead } from './kind';

/** A kind's reader for a cell with something in it: an empty cell is an empty value. */
export const filled =
    <F>(read: KindRead<F>): KindRead<F> =>
    (text, field, name, context) =>
        text === '' ? {} : read(text, field, name, context);

/** The plain reading: the text as it is. */
export const readAsText: KindRead<unknown> = filled(text => ({ value: text }));

export const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
export const sameAny = (text: string, candidates: readonly (string | undefined)[]) =>
    candidates.some(c => c !== undefined && same(c, text));
