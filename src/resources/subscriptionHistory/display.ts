/** "one_time" → "ONE TIME" (spec: underscores as spaces, upper case). */
export const paymentTypeText = (value: unknown): string =>
    typeof value === 'string' ? value.replace(/_/g, ' ').toUpperCase() : '';
