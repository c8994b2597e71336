/**
 * An entity's own wording of a text: a language may give an English text one way on one entity's screens and
 * another way elsewhere (French "Actif" for a membership, "Active" for a subscription). Its key in a catalogue is
 * the English text under the declaration's name; the views look it up first, then the text itself.
 */
const SCOPE_MARK = '@';
const SCOPE_END = '/';

/** The key of `english` as the declaration `scope` words it: `@membership/Active`. */
export const scopedTextKey = (scope: string, english: string): string => `${SCOPE_MARK}${scope}${SCOPE_END}${english}`;

/** The English text a scoped key words, or undefined for a plain key. */
export const scopedEnglish = (key: string): string | undefined => {
    if (!key.startsWith(SCOPE_MARK)) return undefined;
    const end = key.indexOf(SCOPE_END);
    return end > 0 ? key.slice(end + 1) : undefined;
};
