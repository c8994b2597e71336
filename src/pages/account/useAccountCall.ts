import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import type { CallResult } from '../../schema/engineDataProvider';
import { notifyServer } from '../../schema/views/useServerCall';

const messageOf = (error: unknown): string =>
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'Something went wrong';

/**
 * Runs one account call: the server's message becomes the toast (success or
 * error; a page leaving for /login passes `successToast: false` and hands the
 * message over itself), `pending` drives the spinner. Resolves to the answer, or undefined
 * when the call failed.
 */
export const useAccountCall = () => {
    const notify = useNotify();
    const [pending, setPending] = useState(false);
    const run = useCallback(
        async <T,>(call: () => Promise<CallResult<T>>, { successToast = true } = {}): Promise<CallResult<T> | undefined> => {
            setPending(true);
            try {
                const result = await call();
                if (successToast) notifyServer(notify, result.message, 'success');
                return result;
            } catch (error) {
                notifyServer(notify, messageOf(error), 'error');
                return undefined;
            } finally {
                setPending(false);
            }
        },
        [notify],
    );
    return { run, pending };
};
