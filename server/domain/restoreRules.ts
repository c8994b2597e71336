import type { StoredRecord } from '../store/dbFile';
import type { Store } from '../store/store';
import type { Viewer } from './viewer';

type Body = Record<string, unknown>;

/**
 * A hand-written module's own rules for a record brought back (a version restored, a deleted record put back),
 * so a restore checks what the module's edit checks: `check` answers the values to write (or refuses, as the
 * edit would), `after` makes what the edit makes follow (a folder's sub folders take its audience).
 */
export interface RestoreRules {
    check(store: Store, values: Body, viewer: Viewer, row: StoredRecord): Promise<Body>;
    after?(store: Store, saved: StoredRecord): void;
}

/** The modules' rules by collection. */
export type RestoreRulesByCollection = ReadonlyMap<string, RestoreRules>;

export const restoreRulesOf = (
    declared: ReadonlyArray<Readonly<Record<string, RestoreRules>>>,
): RestoreRulesByCollection => new Map(Object.entries(Object.assign({}, ...declared)));
