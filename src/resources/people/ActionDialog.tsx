import { type ReactNode, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import type { AppDataProvider } from '../../dataProvider';
import type { Endpoint } from '../../shared/types';
import { RecordDialog } from '../../schema/views/RecordDialog';
import { useServerCall } from '../../schema/views/useServerCall';

interface Props {
    title: string;
    rules: AnyObjectSchema;
    endpoint: Endpoint;
    id: string | number;
    initial?: Record<string, unknown>;
    saveLabel: string;
    onClose: () => void;
    children: ReactNode;
}

/**
 * A row's own modal that sends one call (change password, drive link): the
 * engine's dialog frame and rules, the server's message as toast, closed on
 * success, one request at a time.
 */
export const ActionDialog = ({ title, rules, endpoint, id, initial = {}, saveLabel, onClose, children }: Props) => {
    const dataProvider = useDataProvider<AppDataProvider>();
    const { run, pending } = useServerCall();
    const [busy, setBusy] = useState(false);
    const submit = async (values: FieldValues) => {
        if (busy) return;
        setBusy(true);
        const ok = await run(() => dataProvider.call(endpoint, { id, data: values }));
        setBusy(false);
        if (ok) onClose();
    };
    return (
        <RecordDialog
            title={title}
            rules={rules}
            initial={initial}
            onSubmit={submit}
            onClose={onClose}
            saving={pending || busy}
            saveLabel={saveLabel}
        >
            {children}
        </RecordDialog>
    );
};
