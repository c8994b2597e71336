/*
 * Each collection's edit, as its edit route makes it: who may call it, its checks (creator, expiry, consistency)
 * and its writes. The edit routes call it, and a version restore goes through the very same edit (a restore is
 * an edit), so there is one copy of the rules: the generic update's for declared routes, an entity module's own
 * for routes of its own.
 */
import type { RequestHandler } from 'express';
import type { ResourceDeclaration } from '../../src/shared/types';
import type { StoredRecord } from '../store/dbFile';
import type { Store } from '../store/store';
import { optionFacts } from './pickerOptions';
import type { RecordRule, WriteGuards } from './recordChanges';
import { withReferences } from './references';
import type { Viewer } from './viewer';

type Body = Record<string, unknown>;

/** One edit: which record, the values as the route's body carries them, who asks, the version they read. */
export interface EditCall {
    id: string;
    values: Body;
    viewer: Viewer;
    /** The version the client read (If-Match); a record changed since is refused with 409. */
    expected: number | undefined;
}

/** An edit made: the record stored, and the record as the edit route answers it (a resource with its links). */
export interface Edited {
    saved: StoredRecord;
    shown: unknown;
}

/** A collection's edit, and the add's checks for a deleted record put back. */
export interface RecordEdit {
    /** The guards of the edit route (who may call it); a restore passes the same. */
    chain: RequestHandler[];
    edit(call: EditCall): Promise<Edited>;
    /** The add route's checks for a deleted record put back under its id: the values to store, or the refusal. */
    putBack?(row: StoredRecord, viewer: Viewer): Promise<Body>;
    /** A record as the collection's add and edit routes answer it, when not as stored (a resource's file links). */
    show?(row: StoredRecord, viewer: Viewer): unknown;
}

/** Refuses an edit of a record as it is now (an expired coupon), before anything is read or written. */
export type EditCheck = (current: StoredRecord) => void;

/**
 * Every collection's edit. Entity modules with routes of their own give theirs by collection (`own`) and may add
 * checks to a declared edit (`check`) and rules to every write of a collection (`rule`: add, edit, switch, and
 * both restores); the generic routes give each declaration's (`declare`).
 */
export class RecordEdits {
    private readonly owned = new Map<string, RecordEdit>();
    private readonly declared = new Map<string, RecordEdit>();
    private readonly checks = new Map<string, EditCheck[]>();
    private readonly rules = new Map<string, RecordRule[]>();

    own(collection: string, edit: RecordEdit): void {
        this.owned.set(collection, edit);
    }

    declare(decl: ResourceDeclaration, edit: RecordEdit): void {
        this.declared.set(decl.name, edit);
    }

    check(collection: string, check: EditCheck): void {
        this.checks.set(collection, [...this.checksOf(collection), check]);
    }

    checksOf(collection: string): readonly EditCheck[] {
        return this.checks.get(collection) ?? [];
    }

    rule(collection: string, rule: RecordRule): void {
        this.rules.set(collection, [...this.rulesOf(collection), rule]);
    }

    rulesOf(collection: string): readonly RecordRule[] {
        return this.rules.get(collection) ?? [];
    }

    /** The edit a declaration's records go through: its entity module's own, else its declared one. */
    of(decl: ResourceDeclaration): RecordEdit | undefined {
        return decl.server?.routes === 'own' ? this.owned.get(decl.collection) : this.declared.get(decl.name);
    }
}

/**
 * What a declaration's writes are judged by beside its rules, the same for an add, an edit, a switch and a restore:
 * the labels kept of chosen records, the collections a unique value is shared with, what its pickers offer (so
 * `noOptions` is decided as in the browser) and its folder's rules.
 */
export const writeGuardsOf = (store: Store, decl: ResourceDeclaration, edits: RecordEdits): Required<WriteGuards> => ({
    complete: values => withReferences(store, decl, values),
    others: name => store.collection(name),
    facts: optionFacts(store, decl),
    rules: edits.rulesOf(decl.collection),
});
