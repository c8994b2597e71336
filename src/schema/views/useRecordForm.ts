import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { type GetListResult, type RaRecord, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { formFields } from '../../shared/defineResource';
import type { ResourceDeclaration } from '../../shared/types';
import { defaultValues, formRules } from '../../shared/validation';
import { VERSION_KEY } from '../../shared/versions';
import { clearDraft } from '../draftStore';
import { type DraftTarget, useDraftPlace } from './DraftOffer';
import type { PresenceTarget } from './usePresence';
import { keepUnsaved } from './unsavedEntry';
import { NOT_SAVED, type SaveOutcome, useMergingSave } from './useMergingSave';
import { notifyServer } from './useServerCall';

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

/** After the next frame is painted: work that need not hold back the frame that shows a closed modal. */
const afterPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work, 0));

/**
 * What every add/edit modal of a declaration needs: its rules, the starting
 * values (declared defaults for a new record) and a save that adds or
 * updates, toasts the server's message and closes on success only. One save
 * runs at a time: a second submit while one is on its way is dropped.
 *
 * An edit sends the version the modal opened on; if the record changed since, the API refuses it (409) and the
 * form's edits are merged with the other change (useMergingSave): saved at once when they touched other fields, saying
 * so, else `conflict` asks field by field. A record deleted meanwhile closes the modal with the server's message.
 */
export const useRecordForm = (decl: ResourceDeclaration, record: Partial<RaRecord>, onSaved: () => void) => {
    const dataProvider = useDataProvider();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const refresh = useRefresh();
    const inFlight = useRef(false);
    // A save that closes the modal: it leaves at once (its form is not drawn again while the URL changes back)
    // and the unsaved-changes guard lets that navigation through.
    const leaving = useRef(false);
    const [closed, setClosed] = useState(false);
    const adding = record.id === undefined;
    const rules = formRules(decl);
    const { run, pending, sendMerging, conflict, openedVersion, openedAt } = useMergingSave(decl, record);
    const draftTarget = { route: decl.route, resource: decl.name, id: record.id };
    const draftPlace = useDraftPlace(draftTarget);
    const draft: DraftTarget & PresenceTarget = { ...draftTarget, openedVersion, onRestored: openedAt };
    const initial = useMemo(() => (adding ? { ...defaultValues(decl), ...record } : record), [adding, decl, record]);

    const create = async (values: Record<string, unknown>): Promise<SaveOutcome> => {
        const created: WithMessage = await dataProvider.create(decl.route, { data: values });
        return { message: created.meta?.message };
    };

    const update = async (values: Record<string, unknown>, version: number) => {
        const updated: WithMessage & { data: RaRecord } = await dataProvider.update(decl.route, {
            id: record.id as RaRecord['id'],
            data: editValues(decl, record, values),
            previousData: { ...record, [VERSION_KEY]: version } as RaRecord,
        });
        showSaved(queryClient, decl.route, updated.data);
        return { message: updated.meta?.message };
    };

    /** What follows a save's outcome (none: it failed); NOT_SAVED when the modal stays open. */
    const settle = (outcome: SaveOutcome | undefined, values: Record<string, unknown>) => {
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
                notifyServer(notify, outcome.message, 'success');
                refresh();
            });
        return undefined;
    };

    const save = async (values: Record<string, unknown>) => {
        if (inFlight.current) return undefined;
        inFlight.current = true;
        try {
            // The success toast comes with the lists' reload, after the frame that shows the saved row (settle).
            const { outcome, asked } = adding
                ? { outcome: await run(() => create(values), { successToast: false }) }
                : await sendMerging(values, update);
            return asked ? NOT_SAVED : settle(outcome, values);
        } finally {
            inFlight.current = false;
        }
    };

    return { adding, rules, initial, save, saving: pending, conflict, closed, leaving, draft };
};
