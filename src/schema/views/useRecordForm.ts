import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { type GetListResult, HttpError, type RaRecord, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { conflictChanges } from '../conflictChanges';
import { formFields } from '../../shared/defineResource';
import type { ResourceDeclaration } from '../../shared/types';
import { defaultValues, formRules } from '../../shared/validation';
import { VERSION_KEY, versionOf } from '../../shared/versions';
import type { Conflict } from './ConflictDialog';
import { keepUnsaved } from './unsavedEntry';
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
 * row shows the change as the modal closes, not a round trip later when the list's reload answers (issue 38).
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

/** After the next frame is painted: work that need not hold back the frame that shows a closed modal. */
const afterPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work, 0));

/**
 * A save that leaves the modal open is a failed submit to react-hook-form (a root error, cleared by the next submit):
 * otherwise the form counts as saved and closing it drops the typed changes without asking.
 */
const NOT_SAVED = { root: { serverError: 'not saved' } } as const;

/**
 * An edit the API refused as made from an older version (409): the choice it offers, to reload the record (the
 * form starts again from it, `formKey` changes) or to overwrite it. `shown` is the record the form edits, and
 * `openedVersion` the version an edit is made from.
 */
const useEditConflict = (decl: ResourceDeclaration, record: Partial<RaRecord>) => {
    // The version this modal read; a live refresh of the row under it does not move it.
    const opened = useRef(versionOf(record));
    const [reloaded, setReloaded] = useState<Partial<RaRecord>>();
    const [formKey, setFormKey] = useState(0);
    const [stale, setStale] = useState<{ current: Partial<RaRecord>; yours: Record<string, unknown> }>();
    const shown = reloaded ?? record;
    const offer = (current: Partial<RaRecord>, yours: Record<string, unknown>) => setStale({ current, yours });
    const conflict: Conflict | undefined = stale && {
        current: stale.current,
        changes: conflictChanges(decl, shown, stale.current, stale.yours),
        reload: () => {
            opened.current = versionOf(stale.current);
            setReloaded({ ...record, ...stale.current, id: record.id });
            setFormKey(key => key + 1);
            setStale(undefined);
        },
        overwrite: () => {
            // The next submit of the form saves over the record as it is now.
            opened.current = versionOf(stale.current);
            setStale(undefined);
        },
        dismiss: () => setStale(undefined),
    };
    return { shown, formKey, offer, conflict, openedVersion: () => opened.current };
};

/**
 * What every add/edit modal of a declaration needs: its rules, the starting
 * values (declared defaults for a new record) and a save that adds or
 * updates, toasts the server's message and closes on success only. One save
 * runs at a time: a second submit while one is on its way is dropped.
 *
 * An edit sends the version the modal opened on; if the record changed since, the API refuses it (409) and
 * `conflict` offers the choice (useEditConflict). A record deleted meanwhile closes the modal with the server's
 * message.
 */
export const useRecordForm = (decl: ResourceDeclaration, record: Partial<RaRecord>, onSaved: () => void) => {
    const dataProvider = useDataProvider();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const refresh = useRefresh();
    // The lists reload after a save (below), once a closing modal is gone from the screen.
    const { run, pending } = useServerCall({ refreshOnSuccess: false });
    const inFlight = useRef(false);
    // A save that closes the modal: it leaves at once (its form is not drawn again while the URL changes back)
    // and the unsaved-changes guard lets that navigation through.
    const leaving = useRef(false);
    const [closed, setClosed] = useState(false);
    const adding = record.id === undefined;
    const rules = formRules(decl);
    const { shown, formKey, offer, conflict, openedVersion } = useEditConflict(decl, record);
    const initial = useMemo(
        () => (adding ? { ...defaultValues(decl), ...record } : shown),
        [adding, decl, record, shown],
    );

    const send = async (values: Record<string, unknown>, version: ReturnType<typeof versionOf>): Promise<Outcome> => {
        if (adding) {
            const created: WithMessage = await dataProvider.create(decl.route, { data: values });
            return { message: created.meta?.message };
        }
        try {
            const updated: WithMessage & { data: RaRecord } = await dataProvider.update(decl.route, {
                id: record.id as RaRecord['id'],
                data: editValues(decl, shown, values),
                previousData: { ...shown, [VERSION_KEY]: version } as RaRecord,
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

    /** What follows a save's outcome (none: it failed); NOT_SAVED when the modal stays open. */
    const settle = (outcome: Outcome | undefined, values: Record<string, unknown>) => {
        const closes = Boolean(outcome) || Boolean(decl.form?.closeOnFailure);
        // A modal that closes after a failed save keeps the new entry for the list to offer back.
        if (!outcome && adding && decl.form?.closeOnFailure) keepUnsaved(decl.route, values);
        if (outcome?.conflict) {
            refresh();
            offer(outcome.conflict, values);
            return NOT_SAVED;
        }
        if (outcome?.gone) notifyServer(notify, outcome.gone, 'error');
        if (!closes) return NOT_SAVED;
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
        const version = openedVersion();
        if (inFlight.current) return undefined;
        inFlight.current = true;
        try {
            // The success toast comes with the lists' reload, after the frame that shows the saved row (settle).
            return settle(await run(() => send(values, version), { successToast: false }), values);
        } finally {
            inFlight.current = false;
        }
    };

    return { adding, rules, initial, save, saving: pending, conflict, formKey, closed, leaving };
};
