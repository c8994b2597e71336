import { valueAt } from '../src/schema/values';
import type { ResourceDeclaration } from '../src/schema/types';
import type { Collection, RowsWatcher } from './collection';
import type { StoredRecord } from './dbFile';

/** Rows per block: a write re-joins one block's text, not the whole collection's. */
const BLOCK_ROWS = 512;

/** Visible text only: searching "strong" must not match every bold notice. */
const textOf = (value: unknown): string => {
    if (typeof value !== 'string') return '';
    const visible = value.includes('<') || value.includes('&') ? value.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ') : value;
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
}

/**
 * The searchable text of a collection, kept in step with its writes. Each
 * block of rows holds its rows' lower-cased texts joined into one string, so
 * a search is a few native `indexOf` scans instead of one `includes` per row,
 * and a write only marks its block for re-joining. Same semantics as a
 * per-row scan: a row matches when the term is a substring of its text (the
 * searchable fields, lower-cased, joined by a line break); a match across two
 * rows' texts is skipped by position, whatever the separator.
 */
export class SearchIndex implements RowsWatcher {
    private blocks: Block[] = [];
    private readonly blockOf = new Map<string, Block>();
    private readonly fields: string[];

    constructor(decl: ResourceDeclaration) {
        this.fields = Object.entries(decl.fields)
            .filter(([, f]) => f.searchable)
            .map(([name]) => name);
    }

    /** Lower-cased searchable text of one row. */
    textOf(row: StoredRecord): string {
        return this.fields.map(name => textOf(valueAt(row, name))).join('\n');
    }

    loaded(rows: readonly StoredRecord[]): void {
        this.blocks = [];
        this.blockOf.clear();
        for (const row of rows) this.inserted(row);
        // Joined now, so the first search after a start or a reset does not pay for it.
        for (const block of this.blocks) this.join(block);
    }

    inserted(row: StoredRecord): void {
        let last = this.blocks[this.blocks.length - 1];
        if (!last || last.rows.length >= BLOCK_ROWS) this.blocks.push((last = { rows: [], texts: [], joined: null, ends: [] }));
        last.rows.push(row);
        last.texts.push(this.textOf(row));
        last.joined = null;
        this.blockOf.set(row._id, last);
    }

    replaced(before: StoredRecord, after: StoredRecord): void {
        const block = this.blockOf.get(before._id);
        const at = block ? block.rows.lastIndexOf(before) : -1;
        if (!block || at < 0) return;
        block.rows[at] = after;
        block.texts[at] = this.textOf(after);
        block.joined = null;
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
        this.blockOf.delete(row._id);
        if (!block.rows.length) this.blocks.splice(this.blocks.indexOf(block), 1);
    }

    /** Rows whose text holds `needle` (already lower-cased), in collection order. */
    search(needle: string): StoredRecord[] {
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

    private join(block: Block): string {
        if (block.joined === null) {
            let end = 0;
            block.ends = block.texts.map((text, i) => (end += text.length + (i ? 1 : 0)));
            block.joined = block.texts.join('\u0000');
        }
        return block.joined;
    }
}

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
