// Types for scripts/commitMessage.js (plain Node, run by the commit-msg hook), for its unit test.
export const MAX_SUBJECT: number;
export function commitMessageProblems(text: string): string[];
