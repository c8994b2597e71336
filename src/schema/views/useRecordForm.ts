import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import {
    type DataProvider,
    type GetListResult,
    HttpError,
    type RaRecord,
    type TranslateFunction,
    useDataProvider,
    useNotify,
    useRefresh,
    useTranslate,
} from 'react-admin';
import { takenLabels } from '../formMerge';
import { formFields } from '../../shared/defineResource';
import type { ResourceDeclaration } from '../../shared/types';
import { defaultValues, formRules } from '../../shared/validation';
import { UPDATED_BY_KEY, VERSION_KEY } from '../../shared/versions';
import { clearDraft } from '../draftStore';
import { type DraftTarget, useDraftPlace } from './DraftOffer';
import type { PresenceTarget } from './usePresence';
import { keepUnsaved } from './unsavedEntry';
import { type MergedSave, useEditMerge } from './useEditMerge';
import { notifyServer, useServerCall } from './useServerCall';

type WithMessage = { meta?: { message?: string } };

/**
 * The values an edit sends: what the form holds, and for every field the form
 * does not hand over (a disabled input, e.g. a field locked on edit, gives
 * undefined) the record's current value, so the API never reads it as null.
 */
export const editValues = (
    decl: ResourceDeclaration,
    record: Partial<RaRecord>,
    values: Record<string, unknown>,
): Record<string, unknown> => {
    const out = { ...values };
    for (const [name] of formFields(decl)) {
        if (out[name] === undefined && record[name] !== undefined) out[name] = record[name];
    }
    return out;
};

/** The record a 409 answer carries: the edit was made from a version the record has moved on from. */
const conflictOf = (error: unknown): Partial<RaRecord> | undefined => {
    if (!(error instanceof HttpError) || error.status !== 409) return undefined;
    const current = (error.body as { data?: unknown } | undefined)?.data;
    return typeof current === 'object' && current !== null ? (current as Partial<RaRecord>) : undefined;
};

/**
 * The saved record in every cached page of its list at once, as react-admin's own (pessimistic) update does: the
 * row shows the change as the modal closes, not a round trip later when the list's reload answers.
 */
const showSaved = (queryClient: QueryClient, route: string, saved: RaRecord) =>
    queryClient.setQueriesData<GetListResult>({ queryKey: [route, 'getList'] }, page =>
        page
            ? {
                  ...page,
                  data: page.data.map(row => (String(row.id) === String(saved.id) ? { ...row, ...saved } : row)),
              }
            : page,
    );

type Outcome = { message?: string; conflict?: Partial<RaRecord>; gone?: string };

/** Said after a save that took in another person's change to other fields. */
const MERGED_NOTE = 'Merged with the changes %{name} saved meanwhile: %{fields}';
/** Merges in a row before a save gives up and leaves the form as it is. */
const MERGE_TRIES = 3;

/** After the next frame is painted: work that need not hold back the frame that shows a closed modal. */
const afterPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work, 0));

/**
 * A save that leaves the modal open is a failed submit to react-hook-form (a root error, cleared by the next submit):
 * otherwise the form counts as saved and closing it drops the typed changes without asking.
 */
const NOT_SAVED = { root: { serverError: 'not saved' } } as const;

/**
 * One save's call: an add, or an edit sent with the version it was made from, its saved row shown in the cached
 * lists at once. A refusal as stale answers the record as it now is (`conflict`), a deleted record `gone`.
 */
const sendRecord = async (
    dataProvider: DataProvider,
    queryClient: QueryClient,
    decl: ResourceDeclaration,
    record: Partial<RaRecord>,
    values: Record<string, unknown>,
    version: number,
): Promise<Outcome> => {
    if (record.id === undefined) {
        const created: WithMessage = await dataProvider.create(decl.route, { data: values });
        return { message: created.meta?.message };
    }
    try {
        const updated: WithMessage & { data: RaRecord } = await dataProvider.update(decl.route, {
            id: record.id,
            data: editValues(decl, record, values),
            previousData: { ...record, [VERSION_KEY]: version } as RaRecord,
        });
        showSaved(queryClient, decl.route, updated.data);
        return { message: updated.meta?.message };
    } catch (error) {
        const current = conflictOf(error);
        if (current) return { conflict: current };
        if (error instanceof HttpError && error.status === 404) return { gone: error.message };
        throw error;
    }
};

/** The success toast of a save merged with another change: the server's words, then what was merged in. */
const mergedNote = (
    translate: TranslateFunction,
    decl: ResourceDeclaration,
    message: string | undefined,
    merged: MergedSave,
) => {
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

/**
 * What every add/edit modal of a declaration needs: its rules, the starting
 * values (declared defaults for a new record) and a save that adds or
 * updates, toasts the server's message and closes on success only. One save
 * runs at a time: a second submit while one is on its way is dropped.
 *
 * An edit sends the version the modal opened on; if the record changed since, the API refuses it (409) and the
 * form's edits are merged with the other change (useEditMerge): saved at once when they touched other fields, saying
 * so, else `conflict` asks field by field. A record deleted meanwhile closes the modal with the server's message.
 */
export const useRecordForm = (decl: ResourceDeclaration, record: Partial<RaRecord>, onSaved: () => void) => {
    const dataProvider = useDataProvider();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const refresh = useRefresh();
    const translate = useTranslate();
    // The lists reload after a save (below), once a closing modal is gone from the screen.
    const { run, pending } = useServerCall({ refreshOnSuccess: false });
    const inFlight = useRef(false);
    // A save that closes the modal: it leaves at once (its form is not drawn again while the URL changes back)
    // and the unsaved-changes guard lets that navigation through.
    const leaving = useRef(false);
    const [closed, setClosed] = useState(false);
    const adding = record.id === undefined;
    const rules = formRules(decl);
    const { merge, conflict, openedVersion, openedAt } = useEditMerge(decl, record);
    const draftTarget = { route: decl.route, resource: decl.name, id: record.id };
    const draftPlace = useDraftPlace(draftTarget);
    const draft: DraftTarget & PresenceTarget = { ...draftTarget, openedVersion, onRestored: openedAt };
    const initial = useMemo(() => (adding ? { ...defaultValues(decl), ...record } : record), [adding, decl, record]);

    /** What follows a save's outcome (none: it failed); NOT_SAVED when the modal stays open. */
    const settle = (outcome: Outcome | undefined, values: Record<string, unknown>, merged?: MergedSave) => {
        const closes = Boolean(outcome) || Boolean(decl.form?.closeOnFailure);
        // A modal that closes after a failed save keeps the new entry for the list to offer back.
        if (!outcome && adding && decl.form?.closeOnFailure) keepUnsaved(decl.route, values);
        if (outcome?.gone) notifyServer(notify, outcome.gone, 'error');
        if (!closes) return NOT_SAVED;
        if (outcome && draftPlace) clearDraft(localStorage, draftPlace);
        leaving.current = true;
        setClosed(true);
        onSaved();
        // As before, the server's message and the lists' reload after an answered save, but the frame without the
        // modal comes first: the toast's entrance and the reload's renders do not hold it back.
        if (outcome)
            afterPaint(() => {
                notifyServer(
                    notify,
                    merged ? mergedNote(translate, decl, outcome.message, merged) : outcome.message,
                    'success',
                );
                refresh();
            });
        return undefined;
    };

    /** Sends the values; a refusal as stale is merged and sent again, until a field both changed needs a pick. */
    const sendMerging = async (values: Record<string, unknown>) => {
        let [toSend, version, merged] = [values, openedVersion(), undefined as MergedSave | undefined];
        for (let tries = 1; ; tries++) {
            const outcome = await run(() => sendRecord(dataProvider, queryClient, decl, record, toSend, version), {
                successToast: false,
            });
            // A record that keeps changing under each merge: asked about like a conflict rather than tried forever.
            if (!outcome?.conflict) return { outcome, merged };
            if (tries > MERGE_TRIES) return { outcome: undefined, merged, asked: true };
            refresh();
            const next = await merge(toSend, outcome.conflict);
            if (!next) return { outcome: undefined, merged, asked: true };
            [toSend, version, merged] = [next.values, next.version, next];
        }
    };

    const save = async (values: Record<string, unknown>) => {
        if (inFlight.current) return undefined;
        inFlight.current = true;
        try {
            // The success toast comes with the lists' reload, after the frame that shows the saved row (settle).
            const { outcome, merged, asked } = await sendMerging(values);
            return asked ? NOT_SAVED : settle(outcome, values, merged);
        } finally {
            inFlight.current = false;
        }
    };

    return { adding, rules, initial, save, saving: pending, conflict, closed, leaving, draft };
};
