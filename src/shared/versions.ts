/**
 * Record versions (no silent overwrite). The fake API counts every write of a record in `__v` and notes
 * when and by whom in `updated_at` / `updated_by`; an edit sends the version it read as `If-Match`, and a
 * record changed since is refused with 409 and the record as it is now. Plain data: the server reads it too.
 */
export const VERSION_KEY = '__v';
export const UPDATED_AT_KEY = 'updated_at';
export const UPDATED_BY_KEY = 'updated_by';

/** A record's version: 0 for one never written through the API (the seed's rows). */
export const versionOf = (record: Record<string, unknown> | undefined): number => {
    const value = record?.[VERSION_KEY];
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
};

/** The `If-Match` value for a version: an entity tag, quoted. */
export const versionTag = (version: number): string => `"${version}"`;

/**
 * The version an `If-Match` header names: a number, quoted or not (a weak tag too); `*` or none asks for no
 * check (undefined); anything else is null (refused).
 */
export const versionFromTag = (header: string | undefined): number | undefined | null => {
    if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
    const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(header);
    return match ? Number(match[1]) : null;
};
