/** "$49" for whole dollars, "$12.50" with cents; empty when there is no price. */
export const priceText = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '';
    const amount = Number(value);
    if (!Number.isFinite(amount)) return '';
    return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
};

/** "one_time" → "ONE TIME" (spec: underscores as spaces, upper case). */
export const paymentTypeText = (value: unknown): string => (typeof value === 'string' ? value.replace(/_/g, ' ').toUpperCase() : '');
