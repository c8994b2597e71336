/**
 * What an input holds while its text is not a whole date yet (e.g. "31/02/2026" or "12/__/2026").
 * A module of its own: the data provider (first screen) needs the marker, not date-fns.
 */
export const INVALID_DAY = 'invalid-date';
