import { useMemo } from 'react';
import { type RaRecord, useDataProvider } from 'react-admin';
import type { ResourceDeclaration } from '../types';
import { defaultValues, validationSchema } from '../validation';
import { useServerCall } from './useServerCall';

type WithMessage = { meta?: { message?: string } };

/**
 * What every add/edit modal of a declaration needs: its rules, the starting
 * values (declared defaults for a new record) and a save that adds or
 * updates, toasts the server's message and closes on success only.
 */
export const useRecordForm = (decl: ResourceDeclaration, record: Partial<RaRecord>, onSaved: () => void) => {
    const dataProvider = useDataProvider();
    const { run } = useServerCall();
    const adding = record.id === undefined;
    const rules = useMemo(() => validationSchema(decl), [decl]);
    const initial = useMemo(() => (adding ? { ...defaultValues(decl), ...record } : record), [adding, decl, record]);

    const save = async (values: Record<string, unknown>) => {
        const ok = await run(async () => {
            const result: WithMessage = adding
                ? await dataProvider.create(decl.route, { data: values })
                : await dataProvider.update(decl.route, { id: record.id as RaRecord['id'], data: values, previousData: record as RaRecord });
            return { message: result.meta?.message };
        });
        if (ok) onSaved();
    };
    return { adding, rules, initial, save };
};
