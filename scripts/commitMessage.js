// The commit-msg hook's check (.githooks/commit-msg): a subject of at most 72 characters, not ending in a period,
// and a blank line between it and a body. Merge commits and fixup!/squash!/amend! commits pass as git writes them.
// `node scripts/commitMessage.js <file>` checks a message file; exit 1 with the problems printed.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT = 72;

/** The message as git keeps it with its default cleanup: no comment lines, no scissors section. */
function asCommitted(text) {
    const scissors = text.search(/^# -+ >8 -+$/m);
    const kept = scissors >= 0 ? text.slice(0, scissors) : text;
    return kept
        .split('\n')
        .filter(line => !line.startsWith('#'))
        .map(line => line.trimEnd());
}

/** What is wrong with a commit message, in words for its author; empty when it passes. */
export function commitMessageProblems(text) {
    const lines = asCommitted(text);
    while (lines.length > 0 && lines[0] === '') lines.shift();
    const [subject = '', second] = lines;
    if (subject === '' || /^(Merge |Revert "|fixup! |squash! |amend! )/.test(subject)) return [];
    const problems = [];
    if (subject.length > MAX_SUBJECT) {
        problems.push(
            `The subject is ${subject.length} characters; keep it to ${MAX_SUBJECT} and put the why in the body.`,
        );
    }
    if (subject.endsWith('.')) problems.push('The subject ends with a period; drop it.');
    if (second !== undefined && second !== '') {
        problems.push('The second line must be blank: a subject line, a blank line, then the body.');
    }
    return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
    const problems = commitMessageProblems(readFileSync(process.argv[2], 'utf8'));
    for (const problem of problems) console.error(`commit-msg: ${problem}`);
    if (problems.length > 0) {
        console.error(
            `commit-msg: your message is kept in ${process.argv[2]}; \`git commit -e -F <that file>\` edits it.`,
        );
        process.exitCode = 1;
    }
}
