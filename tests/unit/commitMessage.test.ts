import { describe, expect, it } from 'vitest';
import { commitMessageProblems } from '../../scripts/commitMessage.js';

const subjectOf = (length: number) => 'Add ' + 'x'.repeat(length - 4);

describe('the commit-msg check', () => {
    it('passes a short imperative subject, alone or with a body after a blank line', () => {
        expect(commitMessageProblems('Add the CSV import dialog\n')).toEqual([]);
        expect(
            commitMessageProblems('Add the CSV import dialog\n\nLists with Add can take rows from a file.\n'),
        ).toEqual([]);
    });

    it('refuses a subject over 72 characters and passes one of exactly 72', () => {
        expect(commitMessageProblems(subjectOf(72))).toEqual([]);
        expect(commitMessageProblems(subjectOf(73))).toEqual([expect.stringContaining('73 characters')]);
    });

    it('refuses a subject ending in a period', () => {
        expect(commitMessageProblems('Add the CSV import dialog.')).toEqual([expect.stringContaining('period')]);
    });

    it('refuses a body that starts on the second line', () => {
        expect(commitMessageProblems('Add the CSV import dialog\nbecause lists need it')).toEqual([
            expect.stringContaining('second line must be blank'),
        ]);
    });

    it("reads the message as git keeps it: comment lines and the verbose diff's scissors left out", () => {
        const edited = '# Please enter the commit message\nFix the pager\n# comment\n\nWhy.\n';
        expect(commitMessageProblems(edited)).toEqual([]);
        const verbose = `Fix the pager\n\n# ------------------------ >8 ------------------------\n${'y'.repeat(100)}.\n`;
        expect(commitMessageProblems(verbose)).toEqual([]);
    });

    it('lets merge, revert, fixup!, squash! and amend! commits through as git writes them', () => {
        const long = 'x'.repeat(80) + '.';
        for (const prefix of ['Merge branch ', 'Revert "', 'fixup! ', 'squash! ', 'amend! ']) {
            expect(commitMessageProblems(`${prefix}${long}\nno blank line`)).toEqual([]);
        }
    });

    it('leaves an empty message to git, which refuses it itself', () => {
        expect(commitMessageProblems('# only comments\n\n')).toEqual([]);
    });
});
