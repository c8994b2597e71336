/*
 * The flags of `npm run api` (and `npm run reset`): read strictly, and a mistake answered in one line that says
 * what is wrong and which flags there are, never a stack trace.
 */
import { parseArgs } from 'node:util';
import { FAULTS, isFault, type Fault } from './http/faults';

const OPTIONS = {
    'reset-only': { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    // The spec's calls only: every extra (saved views, live changes, activity log, dashboard call, insights) off.
    'spec-only': { type: 'boolean', default: false },
    fault: { type: 'string' },
} as const;

export interface ApiFlags {
    'reset-only': boolean;
    fresh: boolean;
    'spec-only': boolean;
    fault: Fault | undefined;
}

/** Every flag there is, as a mistake's answer lists them. */
export const ACCEPTED_FLAGS = `--fresh, --reset-only, --spec-only, --fault ${FAULTS.join('|')}`;

const quoted = (message: string): string => /'([^']*)'/.exec(message)?.[1] ?? '';

/** What is wrong, in a few words, from parseArgs' refusal. */
const problemOf = (err: unknown): string => {
    const { code, message } = err as { code?: string; message?: string };
    const text = String(message ?? err).split('\n')[0];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown flag ${quoted(text)}`;
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument "${quoted(text)}"`;
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && /--fault\b/.test(text)) return '--fault needs a name';
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${quoted(text).split(' ')[0]} takes no value`;
    return text;
};

/** The flags given, or the one line that answers a mistake. */
export const apiFlags = (args: readonly string[]): ApiFlags | { problem: string } => {
    const answer = (problem: string) => ({ problem: `npm run api: ${problem}. Accepted flags: ${ACCEPTED_FLAGS}` });
    let values;
    try {
        ({ values } = parseArgs({ args: [...args], options: OPTIONS, strict: true, allowPositionals: false }));
    } catch (err) {
        return answer(problemOf(err));
    }
    const { fault } = values;
    if (fault !== undefined && !isFault(fault))
        return answer(`--fault must be one of ${FAULTS.join(', ')}, not "${fault}"`);
    return { ...values, fault };
};
