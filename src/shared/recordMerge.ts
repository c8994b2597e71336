import type { HistoryEntry } from './recordHistory';

/**
 * Three-way merge of a record: the version a form was opened at (base), what the form would save (mine) and the
 * record as someone else saved it meanwhile (theirs). A field only one side changed takes that side's value; a field
 * both changed to different values is a conflict, left at mine in `merged` and named in `conflicts`, never decided
 * here. Files, rich text, lists and objects are fields like the others, compared by value. Plain data: both runtimes.
 */
export type RecordValues = Readonly<Record<string, unknown>>;

interface MergeConflict {
    field: string;
    mine: unknown;
    theirs: unknown;
}

export interface RecordMerge {
    /** Every field's merged value; a conflicting field holds mine until someone picks. */
    merged: Record<string, unknown>;
    /** The fields both sides changed differently, in the order the records name them. */
    conflicts: MergeConflict[];
    /** The fields the other change set that the merge keeps (theirs differs from the base, no conflict). */
    theirsTaken: string[];
}

/** Deep equality of JSON-like values: key order does not matter, arrays compare item by item. */
export const sameValue = (a: unknown, b: unknown): boolean => {
    if (Object.is(a, b)) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a) && Array.isArray(b))
        return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
    const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown>];
    const keys = Object.keys(left).filter(key => left[key] !== undefined);
    const otherKeys = Object.keys(right).filter(key => right[key] !== undefined);
    return keys.length === otherKeys.length && keys.every(key => sameValue(left[key], right[key]));
};

const keysOf = (...records: Array<RecordValues | undefined>): string[] => [
    ...new Set(records.flatMap(record => (record ? Object.keys(record) : []))),
];

/**
 * Merges mine and theirs over base. Without a base (it could not be found) every field where mine and theirs
 * differ is a conflict: nothing is decided on a guess. `same` compares two values of a field (deep equality unless
 * given; the console passes one that reads empty values alike).
 */
export const mergeRecords = (
    base: RecordValues | undefined,
    mine: RecordValues,
    theirs: RecordValues,
    same: (a: unknown, b: unknown, field: string) => boolean = sameValue,
): RecordMerge => {
    const merged: Record<string, unknown> = {};
    const conflicts: MergeConflict[] = [];
    const theirsTaken: string[] = [];
    for (const field of keysOf(base, mine, theirs)) {
        const [was, mineNow, theirsNow] = [base?.[field], mine[field], theirs[field]];
        const theirsChanged = base !== undefined && !same(theirsNow, was, field);
        let value: unknown = mineNow;
        if (same(mineNow, theirsNow, field)) {
            if (theirsChanged) theirsTaken.push(field);
        } else if (base && same(mineNow, was, field)) {
            value = theirsNow;
            theirsTaken.push(field);
        } else if (theirsChanged || !base) conflicts.push({ field, mine: mineNow, theirs: theirsNow });
        if (value !== undefined) merged[field] = value;
    }
    return { merged, conflicts, theirsTaken };
};

/** Which side a person picked for a conflicting field. */
export type MergeChoice = 'mine' | 'theirs';

/**
 * The merge with each conflict settled as picked; a conflict without a pick throws, so no caller can save one
 * that was never asked about.
 */
export const settleMerge = (
    merge: RecordMerge,
    picks: Readonly<Record<string, MergeChoice>>,
): Record<string, unknown> => {
    const out = { ...merge.merged };
    for (const { field, mine, theirs } of merge.conflicts) {
        const pick = picks[field];
        if (pick === undefined) throw new Error(`No choice made for ${field}`);
        const value = pick === 'mine' ? mine : theirs;
        if (value === undefined) delete out[field];
        else out[field] = value;
    }
    return out;
};

/**
 * A record as it was at `version`, from the record as it is at a later one and its history (newest first): each
 * change after that version undone. Undefined when the history does not hold every version between (dropped by its
 * bounds, or not read that far), so a caller never merges against a guess.
 */
export const recordAtVersion = (
    later: RecordValues,
    laterVersion: number,
    entries: readonly Pick<HistoryEntry, 'version' | 'changes'>[],
    version: number,
): Record<string, unknown> | undefined => {
    if (version > laterVersion) return undefined;
    const out: Record<string, unknown> = { ...later };
    for (let v = laterVersion; v > version; v--) {
        const entry = entries.find(candidate => candidate.version === v);
        if (!entry) return undefined;
        for (const change of entry.changes) out[change.field] = change.before;
    }
    return out;
};
