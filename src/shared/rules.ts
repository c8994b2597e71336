/**
 * Small rules shared by the forms, the lists and the fake API. Pure: no
 * React, no yup.
 */

/** Whether a form value counts as given: not empty text, not an empty list, not null. */
export const isFilled = (value: unknown): boolean => {
    if (value === null || value === undefined) return false;
    if (typeof value === 'string') return value.trim() !== '';
    if (Array.isArray(value)) return value.length > 0;
    return true;
};

/** A picked option's value: `{value, label}` gives its value, a plain id is itself. */
export const pickedValue = (picked: unknown): unknown =>
    typeof picked === 'object' && picked !== null && !Array.isArray(picked) && 'value' in picked
        ? (picked as { value: unknown }).value
        : picked;

/**
 * A web address as sent: `https://` in front, whatever the user typed before
 * the host ("www.x.org", "https://https://x.org", "http://x.org").
 */
export const withHttps = (link: unknown): string => {
    if (typeof link !== 'string') return '';
    const trimmed = link.trim();
    if (!trimmed) return '';
    const rest = trimmed.replace(/^(?:(?:https?:)?\/\/)+/i, '').replace(/^(?:https?:\/*)+/i, '');
    return `https://${rest}`;
};

export interface Picked {
    value: string;
    label: string;
}

/** An access list with `all` among others is just `all` (everyone already includes them). */
export const collapseAll = (picked: readonly Picked[], allValue: string): Picked[] => {
    const all = picked.find(p => p.value === allValue);
    return all ? [all] : [...picked];
};
