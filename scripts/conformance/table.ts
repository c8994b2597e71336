/**
 * The run's results as a plain-text table that fits a terminal (at most 120 columns): a line a call with its verdict,
 * name and the path it was sent to, long cells wrapped in their column; what was expected and what came back on lines
 * of their own under a call that failed or was skipped; then the totals.
 */
import type { CaseResult } from './junit';

export const WIDTH = 120;
const HEADINGS = ['result', 'call', 'method and path'] as const;
const GAP = '  ';
const DETAIL = '          ';
const NARROWEST_NAME = 24;
const WIDEST_PATH = 72;

const verdict = (result: CaseResult): string => (result.skipped ? 'skip' : result.pass ? 'pass' : 'FAIL');

/** The text in lines of at most `width`, broken between words, a longer word (a path) cut where it must be. */
export const wrap = (text: string, width: number): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
        if (line && line.length + 1 + word.length > width) {
            lines.push(line);
            line = '';
        }
        let rest = line ? `${line} ${word}` : word;
        while (rest.length > width) {
            lines.push(rest.slice(0, width));
            rest = rest.slice(width);
        }
        line = rest;
    }
    return [...lines, line];
};

/** What was expected and what came back, under a call that did not pass. */
const details = (result: CaseResult): string[] => {
    if (result.pass) return [];
    const labelled = (label: string, text: string) =>
        wrap(text, WIDTH - DETAIL.length - label.length).map(
            (line, i) => `${DETAIL}${i === 0 ? label : ' '.repeat(label.length)}${line}`,
        );
    return result.skipped
        ? labelled('why:      ', result.skipped)
        : [...labelled('expected: ', result.expected), ...labelled('got:      ', result.got)];
};

export const resultTable = (results: readonly CaseResult[]): string => {
    const resultWidth = HEADINGS[0].length;
    const pathWidth = Math.min(WIDEST_PATH, Math.max(HEADINGS[2].length, ...results.map(r => r.call.length)));
    const nameRoom = Math.max(NARROWEST_NAME, WIDTH - resultWidth - pathWidth - 2 * GAP.length);
    const nameWidth = Math.min(nameRoom, Math.max(HEADINGS[1].length, ...results.map(r => r.name.length)));
    const widths = [resultWidth, nameWidth, pathWidth];
    const line = (cells: readonly string[]) =>
        cells
            .map((cell, i) => cell.padEnd(widths[i]))
            .join(GAP)
            .trimEnd();
    const rows = results.flatMap(result => {
        const cells = [[verdict(result)], wrap(result.name, nameWidth), wrap(result.call, pathWidth)];
        const height = Math.max(...cells.map(cell => cell.length));
        const lines = Array.from({ length: height }, (_, i) => line(cells.map(cell => cell[i] ?? '')));
        return [...lines, ...details(result)];
    });
    const failed = results.filter(r => !r.pass && !r.skipped).length;
    const skipped = results.filter(r => r.skipped).length;
    return [
        line(HEADINGS),
        line(widths.map(width => '-'.repeat(width))),
        ...rows,
        '',
        `${results.length - failed - skipped} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
    ].join('\n');
};
