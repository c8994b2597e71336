import { valueAt } from '../../src/shared/values';
import { phoneText } from '../../src/shared/phoneText';
import { isReference } from '../../src/shared/referenceLabels';
import type { FieldDef, ResourceDeclaration } from '../../src/shared/types';
import type { Collection, RowsWatcher } from './collection';
import type { StoredRecord } from './dbFile';

/** Rows per block: a write re-joins one block's text, not the whole collection's. */
const BLOCK_ROWS = 512;

/** Visible text only: searching "strong" must not match every bold notice. */
const textOf = (value: unknown): string => {
    if (typeof value !== 'string') return '';
    const visible =
        value.includes('<') || value.includes('&') ? value.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ') : value;
    return visible.toLowerCase();
};

/** A run of rows in collection order, with their search texts joined into one string. */
interface Block {
    rows: StoredRecord[];
    texts: string[];
    /** The joined texts, rebuilt on the next search after a write to the block. */
    joined: string | null;
    /** Where each row's text ends in `joined`. */
    ends: number[];
    /** For each three-character run, the block's rows whose text holds it; rebuilt after a write. */
    grams: Grams | null;
}

/**
 * The rows holding each run, packed: run `slot` (from `slots`, by key) holds
 * `rows[starts[slot]]` up to `rows[starts[slot + 1]]`, ascending. Two arrays
 * a block, not one per run: at 100k rows that is about half the memory.
 */
interface Grams {
    slots: Map<number, number>;
    starts: Uint32Array;
    rows: Uint16Array;
}

/** The rows of the block holding a run, or undefined when none does. */
const rowsWith = (grams: Grams, key: number): Uint16Array | undefined => {
    const slot = grams.slots.get(key);
    return slot === undefined ? undefined : grams.rows.subarray(grams.starts[slot], grams.starts[slot + 1]);
};

/** How many of a term's runs (the rarest) pick the rows to read; the rest are checked by reading them. */
const NARROWING_RUNS = 3;

/**
 * A three-character run as one small integer, from each character's low 10
 * bits: runs whose characters differ only above those bits share a key,
 * which only widens the rows read (each is checked), never narrows them.
 */
const gramKey = (text: string, at: number): number =>
    ((text.charCodeAt(at) & 0x3ff) << 20) |
    ((text.charCodeAt(at + 1) & 0x3ff) << 10) |
    (text.charCodeAt(at + 2) & 0x3ff);

/** The rows in both ascending lists. */
const both = (a: Uint16Array | number[], b: Uint16Array): number[] => {
    const out: number[] = [];
    let j = 0;
    for (let i = 0; i < a.length && j < b.length; i++) {
        while (j < b.length && b[j] < a[i]) j++;
        if (b[j] === a[i]) out.push(a[i]);
    }
    return out;
};

/**
 * The searchable text of a collection, kept in step with its writes. Each
 * block of rows holds its rows' lower-cased texts and, for each run of three
 * characters, which of its rows hold it: a term of three characters or more
 * is looked for only in the rows holding all its runs (a few in a thousand
 * for most terms); a shorter one is a few native `indexOf` scans of the
 * block's texts joined into one string. A write only marks its block for
 * rebuilding. Same semantics as a per-row scan: a row matches when the term
 * is a substring of its text (the searchable fields, lower-cased, joined by a
 * line break); a match across two rows' texts is skipped by position,
 * whatever the separator.
 */
export class SearchIndex implements RowsWatcher {
    private blocks: Block[] = [];
    private readonly blockOf = new Map<string, Block>();
    private readonly fields: Array<[string, FieldDef]>;

    constructor(decl: ResourceDeclaration) {
        // A reference is found by its record's label (searchRows), not by the id it keeps.
        this.fields = Object.entries(decl.fields).filter(([, f]) => f.searchable && !isReference(f));
    }

    /**
     * Lower-cased searchable text of one row, as the row reads: its fields in order, one space apart (so a
     * full name "Noah King" is found across first and last name), a phone both as stored and as the list
     * shows it ("61463641155" and "+61 463 641 155").
     */
    textOf(row: StoredRecord): string {
        return this.fields
            .map(([name, field]) => {
                const value = valueAt(row, name);
                return field.kind === 'phone' ? `${textOf(String(value ?? ''))} ${phoneText(value)}` : textOf(value);
            })
            .join(' ');
    }

    loaded(rows: readonly StoredRecord[]): void {
        this.blocks = [];
        this.blockOf.clear();
        for (const row of rows) this.inserted(row);
        // Built now, so the first search after a start or a reset does not pay for it (about 10 µs a row).
        for (const block of this.blocks) {
            this.join(block);
            gramsIn(block);
        }
    }

    inserted(row: StoredRecord): void {
        let last = this.blocks[this.blocks.length - 1];
        if (!last || last.rows.length >= BLOCK_ROWS)
            this.blocks.push((last = { rows: [], texts: [], joined: null, ends: [], grams: null }));
        last.rows.push(row);
        last.texts.push(this.textOf(row));
        last.joined = null;
        last.grams = null;
        this.blockOf.set(row._id, last);
    }

    replaced(before: StoredRecord, after: StoredRecord): void {
        const block = this.blockOf.get(before._id);
        const at = block ? block.rows.lastIndexOf(before) : -1;
        if (!block || at < 0) return;
        block.rows[at] = after;
        block.texts[at] = this.textOf(after);
        block.joined = null;
        block.grams = null;
        this.blockOf.delete(before._id);
        this.blockOf.set(after._id, block);
    }

    removed(row: StoredRecord): void {
        const block = this.blockOf.get(row._id);
        const at = block ? block.rows.lastIndexOf(row) : -1;
        if (!block || at < 0) return;
        block.rows.splice(at, 1);
        block.texts.splice(at, 1);
        block.joined = null;
        block.grams = null;
        this.blockOf.delete(row._id);
        if (!block.rows.length) this.blocks.splice(this.blocks.indexOf(block), 1);
    }

    /** Rows whose text holds `needle` (already lower-cased), in collection order. */
    search(needle: string): StoredRecord[] {
        if (needle.length >= 3) return this.searchByGrams(needle);
        const found: StoredRecord[] = [];
        for (const block of this.blocks) {
            const joined = this.join(block);
            const { ends } = block;
            let at = joined.indexOf(needle);
            // Hits come in increasing positions: the row under each is found by walking on, not by a fresh search.
            let row = 0;
            while (at !== -1) {
                while (ends[row] < at) row++;
                const start = row === 0 ? 0 : ends[row - 1] + 1;
                if (at >= start && at + needle.length <= ends[row]) {
                    found.push(block.rows[row]);
                    // One hit per row: go on after this row's text.
                    at = joined.indexOf(needle, ends[row] + 1);
                } else {
                    // The hit spans a separator: look again one character on.
                    at = joined.indexOf(needle, at + 1);
                }
            }
        }
        return found;
    }

    /** Only the rows holding every run of the term are read: those holding its rarest runs, each checked whole. */
    private searchByGrams(needle: string): StoredRecord[] {
        const keys = [...new Set(Array.from({ length: needle.length - 2 }, (_, at) => gramKey(needle, at)))];
        const found: StoredRecord[] = [];
        for (const block of this.blocks) {
            const grams = gramsIn(block);
            const lists: Uint16Array[] = [];
            for (const key of keys) {
                const list = rowsWith(grams, key);
                if (!list) break;
                lists.push(list);
            }
            if (lists.length < keys.length) continue;
            // The rarest runs narrow enough; each row left is read whole anyway.
            lists.sort((a, b) => a.length - b.length);
            let rows: Uint16Array | number[] = lists[0];
            for (let i = 1; i < Math.min(lists.length, NARROWING_RUNS) && rows.length; i++) rows = both(rows, lists[i]);
            for (const row of rows) if (block.texts[row].includes(needle)) found.push(block.rows[row]);
        }
        return found;
    }

    private join(block: Block): string {
        if (block.joined === null) {
            let end = 0;
            block.ends = block.texts.map((text, i) => (end += text.length + (i ? 1 : 0)));
            block.joined = block.texts.join('\u0000');
        }
        return block.joined;
    }
}

/** The block's runs, built now if a write left them to build. */
const gramsIn = (block: Block): Grams => (block.grams ??= gramsOf(block.texts));

const gramsOf = (texts: readonly string[]): Grams => {
    const lists = new Map<number, number[]>();
    let total = 0;
    texts.forEach((text, row) => {
        for (let at = 0; at + 3 <= text.length; at++) {
            const key = gramKey(text, at);
            let list = lists.get(key);
            if (!list) lists.set(key, (list = []));
            if (list[list.length - 1] !== row) {
                list.push(row);
                total++;
            }
        }
    });
    const slots = new Map<number, number>();
    const starts = new Uint32Array(lists.size + 1);
    const rows = new Uint16Array(total);
    let slot = 0;
    for (const [key, list] of lists) {
        slots.set(key, slot);
        rows.set(list, starts[slot]);
        starts[slot + 1] = starts[slot] + list.length;
        slot++;
    }
    return { slots, starts, rows };
};

const indexes = new WeakMap<Collection, WeakMap<ResourceDeclaration, SearchIndex>>();

/** The declaration's search index over the collection, built on first use and then kept in step with its writes. */
export const searchIndexOf = (decl: ResourceDeclaration, rows: Collection): SearchIndex => {
    let byDecl = indexes.get(rows);
    if (!byDecl) indexes.set(rows, (byDecl = new WeakMap()));
    let index = byDecl.get(decl);
    if (!index) {
        index = new SearchIndex(decl);
        rows.watch(index);
        byDecl.set(decl, index);
    }
    return index;
};
