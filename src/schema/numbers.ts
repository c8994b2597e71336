/**
 * A stored number as a list shows it: with the declared decimals when it has
 * some (prices "12.50", whether stored as 12.5 or "12.5"), as stored otherwise.
 */
export const numberText = (value: unknown, decimals?: number): string => {
    if (value === null || value === undefined || value === '') return '';
    const n = Number(value);
    return decimals !== undefined && Number.isFinite(n) ? n.toFixed(decimals) : String(value);
};
