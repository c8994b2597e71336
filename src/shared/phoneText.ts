/**
 * How a stored phone number shows in the lists: with a leading "+", and the
 * national part grouped as the spec says for numbers starting with 4 (3-3-3,
 * Australian mobiles). The spec's 1-4-3 for the others cannot hold a 9-digit
 * Australian number, so those are grouped as libphonenumber-js does (1-4-4).
 * Stored values are digits with the country code (61412345678) or E.164.
 */
export const phoneText = (value: unknown): string => {
    if (typeof value !== 'string' && typeof value !== 'number') return '';
    const digits = String(value).replace(/\D/g, '');
    if (!digits) return '';
    const australian = digits.startsWith('61') && digits.length === 11;
    if (!australian) return `+${digits}`;
    const national = digits.slice(2);
    const grouped = national.startsWith('4')
        ? `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
        : `${national.slice(0, 1)} ${national.slice(1, 5)} ${national.slice(5)}`;
    return `+61 ${grouped}`;
};
