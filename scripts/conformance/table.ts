/** The run's results as a plain-text table, one line a call, and a count. */
import type { CaseResult } from './junit';

const HEADINGS = ['call', 'method and path', 'expected', 'got', 'result'] as const;
const WIDEST = 60;

const cut = (text: string): string => (text.length > WIDEST ? `${text.slice(0, WIDEST - 1)}…` : text);

const verdict = (result: CaseResult): string => (result.skipped ? 'skip' : result.pass ? 'pass' : 'FAIL');

export const resultTable = (results: readonly CaseResult[]): string => {
    const rows = results.map(r => [r.name, r.call, r.expected, r.got, verdict(r)].map(cut));
    const widths = HEADINGS.map((heading, i) => Math.max(heading.length, ...rows.map(row => row[i].length)));
    const line = (cells: readonly string[]) =>
        cells
            .map((cell, i) => cell.padEnd(widths[i]))
            .join('  ')
            .trimEnd();
    const failed = results.filter(r => !r.pass && !r.skipped).length;
    const skipped = results.filter(r => r.skipped).length;
    return [
        line(HEADINGS),
        line(widths.map(width => '-'.repeat(width))),
        ...rows.map(line),
        '',
        `${results.length - failed - skipped} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
    ].join('\n');
};
