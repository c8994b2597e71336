import { moneyText } from '../../schema/money';

/** The list's price cell: "$20" for an amount off (as every price shows), "15%" for a percentage. */
export const couponPriceText = (record: Readonly<Record<string, unknown>>): string => {
    const { offerType, amount } = record;
    if (amount === null || amount === undefined || amount === '' || !Number.isFinite(Number(amount))) return '';
    const n = Number(amount);
    return offerType === 'percent' ? `${Number.isInteger(n) ? n : n.toFixed(2)}%` : moneyText(n);
};
