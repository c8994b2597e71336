import { useMemo, useRef } from 'react';
import { type RaRecord, useDataProvider } from 'react-admin';
import { formFields } from '../defineResource';
import type { ResourceDeclaration } from '../types';
import { defaultValues, validationSchema } from '../validation';
import { keepUnsaved } from './unsavedEntry';
import { useServerCall } from './useServerCall';

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
 * What every add/edit modal of a declaration needs: its rules, the starting
 * values (declared defaults for a new record) and a save that adds or
 * updates, toasts the server's message and closes on success only. One save
 * runs at a time: a second submit while one is on its way is dropped.
 */
export const useRecordForm = (decl: ResourceDeclaration, record: Partial<RaRecord>, onSaved: () => void) => {
    const dataProvider = useDataProvider();
    const { run, pending } = useServerCall();
    const inFlight = useRef(false);
    const adding = record.id === undefined;
    const rules = useMemo(() => validationSchema(decl), [decl]);
    const initial = useMemo(() => (adding ? { ...defaultValues(decl), ...record } : record), [adding, decl, record]);

    const save = async (values: Record<string, unknown>) => {
        if (inFlight.current) return;
        inFlight.current = true;
        try {
            const ok = await run(async () => {
                const result: WithMessage = adding
                    ? await dataProvider.create(decl.route, { data: values })
                    : await dataProvider.update(decl.route, {
                          id: record.id as RaRecord['id'],
                          data: editValues(decl, record, values),
                          previousData: record as RaRecord,
                      });
                return { message: result.meta?.message };
            });
            // A modal that closes after a failed save keeps the new entry for the list to offer back.
            if (!ok && adding && decl.form?.closeOnFailure) keepUnsaved(decl.route, values);
            if (ok || decl.form?.closeOnFailure) onSaved();
        } finally {
            inFlight.current = false;
        }
    };
    return { adding, rules, initial, save, saving: pending };
};
