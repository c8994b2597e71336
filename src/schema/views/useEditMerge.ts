import { useRef, useState } from 'react';
import { type RaRecord, useDataProvider } from 'react-admin';
import type { EngineDataProvider } from '../engineDataProvider';
import { conflictChanges, mergeForm } from '../formMerge';
import { offersHistory } from '../../shared/recordHistory';
import { type RecordMerge, type MergeChoice, recordAtVersion, settleMerge } from '../../shared/recordMerge';
import type { ResourceDeclaration } from '../../shared/types';
import { versionOf } from '../../shared/versions';
import type { Conflict } from './ConflictDialog';
import { useExtra } from './useExtra';

/** How many pages of history a merge reads back, at most, to find the version its form was opened at. */
const HISTORY_PAGES = 5;

/** What the record's history says it was at `version`, from the record as it is now; undefined if it cannot. */
const fromHistory = async (
    dataProvider: EngineDataProvider,
    decl: ResourceDeclaration,
    theirs: Partial<RaRecord>,
    version: number,
): Promise<Record<string, unknown> | undefined> => {
    const entries = [];
    let before: number | undefined;
    for (let page = 0; page < HISTORY_PAGES; page++) {
        const { data } = await dataProvider.getHistory(decl.route, { id: theirs.id as RaRecord['id'], before });
        entries.push(...data.entries);
        const found = recordAtVersion(theirs, versionOf(theirs), entries, version);
        if (found || data.next === null) return found;
        before = data.next;
    }
    return undefined;
};

/** A save to make after a merge: the values and the version they were merged onto. */
export interface MergedSave {
    values: Record<string, unknown>;
    version: number;
    /** The record as the other person left it, the merge's new base. */
    theirs: Partial<RaRecord>;
    merge: RecordMerge;
}

/**
 * An edit's three-way merge when the API refuses it as made from an older version (409): the record the form
 * opened (kept as it was then, else read back from the record's history), what the form holds, and the record
 * as it is now. Fields only the other person changed are taken in and the save goes on (`merged`); fields both
 * changed are asked about, one pick per field (`conflict`), and nothing is saved until every one is picked.
 */
export const useEditMerge = (decl: ResourceDeclaration, record: Partial<RaRecord>) => {
    const dataProvider = useDataProvider<EngineDataProvider>();
    const withHistory = useExtra('history') && offersHistory(decl);
    // The version this form was opened at, and the record as it was then; a live refresh of the row does not move it.
    const opened = useRef({ version: versionOf(record), record });
    const [asked, setAsked] = useState<{ theirs: Partial<RaRecord>; merge: RecordMerge }>();

    const baseOf = async (theirs: Partial<RaRecord>): Promise<Record<string, unknown> | undefined> => {
        const { version, record: kept } = opened.current;
        if (versionOf(kept) === version) return kept;
        if (!withHistory) return undefined;
        return fromHistory(dataProvider, decl, theirs, version).catch(() => undefined);
    };

    /** Merges the form's values over the record as it is now: a save to make, or undefined once a question is asked. */
    const merge = async (
        values: Record<string, unknown>,
        theirs: Partial<RaRecord>,
    ): Promise<MergedSave | undefined> => {
        const result = mergeForm(decl, await baseOf(theirs), values, theirs);
        if (result.conflicts.length > 0) {
            setAsked({ theirs, merge: result });
            return undefined;
        }
        opened.current = { version: versionOf(theirs), record: theirs };
        return { values: result.merged, version: versionOf(theirs), theirs, merge: result };
    };

    const conflict: Conflict | undefined = asked && {
        current: asked.theirs,
        changes: conflictChanges(decl, asked.merge, asked.theirs),
        choose: (picks: Readonly<Record<string, MergeChoice>>) => {
            // The form now edits the record as it is now, with each pick in it: its next submit saves them.
            opened.current = { version: versionOf(asked.theirs), record: asked.theirs };
            setAsked(undefined);
            return settleMerge(asked.merge, picks);
        },
        dismiss: () => setAsked(undefined),
    };
    return {
        merge,
        conflict,
        openedVersion: () => opened.current.version,
        /** The form now holds edits typed on that version (a restored draft): a merge reads it from the history. */
        openedAt: (version: number) => {
            opened.current = { ...opened.current, version };
        },
    };
};
