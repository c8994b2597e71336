/**
 * `Content-Disposition: attachment` for a name as it was uploaded (RFC 6266): `filename*` carries it in UTF-8,
 * `filename` an ASCII look-alike for clients that read only that one (accents dropped, anything else `_`).
 * Express's `res.attachment` sends a Latin-1 name bare, which clients decode as they please.
 */
export const attachmentHeader = (name: string): string => {
    const ascii = name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^\x20-\x7e]|["\\%]/g, '_');
    // encodeURIComponent leaves these, which RFC 5987's attr-char does not allow.
    const encoded = encodeURIComponent(name).replace(/['()*]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
