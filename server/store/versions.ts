import type { Request } from 'express';
import { UPDATED_BY_KEY, versionFromTag, versionOf } from '../../src/shared/versions';
import { Conflict, Refusal } from '../http/answers';
import type { StoredRecord } from './dbFile';

/**
 * The version an edit read (`If-Match: "3"`), or undefined when it names none: a write without it keeps
 * the last-write-wins behaviour the spec's calls have.
 */
export const expectedVersion = (req: Request): number | undefined => {
    const version = versionFromTag(req.get('if-match'));
    if (version === null) throw new Refusal(400, 'If-Match must name a record version, e.g. "3"');
    return version;
};

/** Refuses (409, with the record as it is now) a write made from a version the record has moved on from. */
export const refuseStale = (
    expected: number | undefined,
    current: StoredRecord,
    singular: string,
    shown: (row: StoredRecord) => unknown,
): void => {
    if (expected === undefined || versionOf(current) === expected) return;
    const by = current[UPDATED_BY_KEY];
    const who = typeof by === 'string' && by ? by : 'someone else';
    throw new Conflict(`${singular} was changed by ${who} since you read it`, shown(current));
};
