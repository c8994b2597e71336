/** A run of words of a text diff: kept, or only in the text before, or only in the text after. */
export interface DiffPart {
    kind: 'same' | 'removed' | 'added';
    text: string;
}

/** Word pairs compared at most: past that, the diff says the whole text changed (a cap on time and memory). */
const MAX_CELLS = 250_000;

const words = (text: string): string[] => text.split(/(\s+)/).filter(Boolean);

/** Joins neighbouring parts of one kind. */
const merged = (parts: DiffPart[]): DiffPart[] =>
    parts.reduce<DiffPart[]>((all, part) => {
        const last = all.at(-1);
        if (last?.kind === part.kind) last.text += part.text;
        else all.push({ ...part });
        return all;
    }, []);

/** The longest common subsequence's table, read from the end. */
const lcsTable = (a: string[], b: string[]): Uint32Array[] => {
    const table = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
    for (let i = a.length - 1; i >= 0; i--)
        for (let j = b.length - 1; j >= 0; j--)
            table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    return table;
};

/**
 * How a text became another, word by word (spaces kept): what stayed, what went, what came. Rich text is
 * compared as its words, so a history shows a readable change rather than two blocks of HTML.
 */
export const textDiff = (before: string, after: string): DiffPart[] => {
    const a = words(before);
    const b = words(after);
    if (a.length * b.length > MAX_CELLS)
        return merged([
            { kind: 'removed', text: before },
            { kind: 'added', text: after },
        ]).filter(part => part.text);
    const table = lcsTable(a, b);
    const parts: DiffPart[] = [];
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
        if (i < a.length && j < b.length && a[i] === b[j]) {
            parts.push({ kind: 'same', text: a[i] });
            i++;
            j++;
        } else if (i < a.length && (j === b.length || table[i + 1][j] >= table[i][j + 1])) {
            // What went before what came, as one reads a change.
            parts.push({ kind: 'removed', text: a[i++] });
        } else {
            parts.push({ kind: 'added', text: b[j++] });
        }
    }
    return merged(parts);
};
