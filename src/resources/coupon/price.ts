/** Whole amounts as typed ("20"); fractions with cents ("12.50"). */
const amountText = (amount: number): string => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

/** The list's price cell: "$20" for an amount off, "15%" for a percentage. */
export const couponPriceText = (record: Readonly<Record<string, unknown>>): string => {
    const { offerType, amount } = record;
    if (amount === null || amount === undefined || amount === '' || !Number.isFinite(Number(amount))) return '';
    const text = amountText(Number(amount));
    return offerType === 'percent' ? `${text}%` : `$${text}`;
};
