/**
 * A field's value in a record. A dotted name reads inside nested objects
 * (`user.first_name`), as react-admin's `source` does; only own keys are
 * followed, so a name can never reach into Object.prototype.
 */
export const valueAt = (row: Readonly<Record<string, unknown>>, name: string): unknown => {
    if (!name.includes('.')) return Object.hasOwn(row, name) ? row[name] : undefined;
    let value: unknown = row;
    for (const part of name.split('.')) {
        if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return undefined;
        value = (value as Record<string, unknown>)[part];
    }
    return value;
};
