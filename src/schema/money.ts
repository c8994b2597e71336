/** The console's currency sign; amounts are in US dollars everywhere (packages, coupons). */
const CURRENCY = '$';

/**
 * An amount as every list shows it: the sign, whole amounts as they are
 * ("$20"), fractions with cents ("$12.50"); empty or not a number shows ''.
 */
export const moneyText = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '';
    const n = Number(value);
    if (!Number.isFinite(n)) return '';
    return `${CURRENCY}${Number.isInteger(n) ? String(n) : n.toFixed(2)}`;
};
