import { HttpError, type RaRecord, useRefresh, useTranslate } from 'react-admin';
import { takenLabels } from '../formMerge';
import type { ResourceDeclaration } from '../../shared/types';
import { UPDATED_BY_KEY } from '../../shared/versions';
import { type MergedSave, useEditMerge } from './useEditMerge';
import { useServerCall } from './useServerCall';

/** A save's answer: the server's message, or the record as it is now (refused as stale), or why it is gone. */
export type SaveOutcome = { message?: string; conflict?: Partial<RaRecord>; gone?: string };

/** One edit sent: the values, made from `version`. */
type Update = (values: Record<string, unknown>, version: number) => Promise<{ message?: string }>;

/**
 * A save that leaves the form open is a failed submit to react-hook-form (a root error, cleared by the next submit):
 * otherwise the form counts as saved and leaving it drops the typed changes without asking.
 */
export const NOT_SAVED = { root: { serverError: 'not saved' } } as const;

/** Said after a save that took in another person's change to other fields. */
const MERGED_NOTE = 'Merged with the changes %{name} saved meanwhile: %{fields}';
/** Merges in a row before a save gives up and leaves the form as it is. */
const MERGE_TRIES = 3;

/** The record a 409 answer carries: the edit was made from a version the record has moved on from. */
const conflictOf = (error: unknown): Partial<RaRecord> | undefined => {
    if (!(error instanceof HttpError) || error.status !== 409) return undefined;
    const current = (error.body as { data?: unknown } | undefined)?.data;
    return typeof current === 'object' && current !== null ? (current as Partial<RaRecord>) : undefined;
};

/** An edit's answer, a refusal as stale or as deleted included; any other failure is thrown on. */
const attempt = async (update: Update, values: Record<string, unknown>, version: number): Promise<SaveOutcome> => {
    try {
        return await update(values, version);
    } catch (error) {
        const current = conflictOf(error);
        if (current) return { conflict: current };
        if (error instanceof HttpError && error.status === 404) return { gone: error.message };
        throw error;
    }
};

/**
 * The save of an edit form, modal or page: it sends the version the form opened on, and a refusal as stale is
 * merged with the other change (useEditMerge) and sent again, saying so in the success message, until a field both
 * changed needs a pick (`conflict`, asked field by field; `asked` says the form stays as it is).
 */
export const useMergingSave = (decl: ResourceDeclaration, record: Partial<RaRecord>) => {
    const refresh = useRefresh();
    const translate = useTranslate();
    // The lists reload after a save, once the form that saved is gone from the screen.
    const { run, pending } = useServerCall({ refreshOnSuccess: false });
    const { merge, conflict, openedVersion, openedAt } = useEditMerge(decl, record);

    /** The success message of a save merged with another change: the server's words, then what was merged in. */
    const mergedNote = (message: string | undefined, merged: MergedSave) => {
        const by = merged.theirs[UPDATED_BY_KEY];
        const fields = takenLabels(decl, merged.merge).map(label => translate(label, { _: label }));
        if (fields.length === 0) return message;
        const note = translate(MERGED_NOTE, {
            _: MERGED_NOTE,
            name: typeof by === 'string' && by ? by : translate('someone else', { _: 'someone else' }),
            fields: fields.join(', '),
        });
        return [message && translate(message, { _: message }), note].filter(Boolean).join(' ');
    };

    /** Sends the values (no toast); none when it failed, `asked` when a field both changed needs a pick first. */
    const sendMerging = async (
        values: Record<string, unknown>,
        update: Update,
    ): Promise<{ outcome?: SaveOutcome; asked?: boolean }> => {
        let [toSend, version, merged] = [values, openedVersion(), undefined as MergedSave | undefined];
        for (let tries = 1; ; tries++) {
            const outcome = await run(() => attempt(update, toSend, version), { successToast: false });
            if (!outcome) return {};
            if (!outcome.conflict) {
                return { outcome: merged ? { ...outcome, message: mergedNote(outcome.message, merged) } : outcome };
            }
            // A record that keeps changing under each merge: asked about like a conflict rather than tried forever.
            if (tries > MERGE_TRIES) return { asked: true };
            refresh();
            const next = await merge(toSend, outcome.conflict);
            if (!next) return { asked: true };
            [toSend, version, merged] = [next.values, next.version, next];
        }
    };

    return { run, pending, sendMerging, conflict, openedVersion, openedAt };
};
