/** A phone number as stored: digits only, calling code first (`+61 412 345 678` gives `61412345678`). */
export const phoneDigits = (value: unknown): string =>
    typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';

/** E.164 allows 15 digits at most. */
export const PHONE_MAX_DIGITS = 15;
