/** JSON sends booleans, form-data sends text. */
export const flag = (value: unknown): boolean | undefined => {
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false' || value === '' || value === null || value === undefined) return false;
    return undefined;
};

/** A text value as sent, or '' for anything else. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
