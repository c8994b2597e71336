import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

type Notify = ReturnType<typeof useNotify>;

/** Shows the server's words as they are; an empty message shows nothing. */
export const notifyServer = (notify: Notify, message: string | undefined, type: 'success' | 'error') => {
    if (!message) return;
    notify(message, { type, messageArgs: { _: message } });
};

const messageOf = (error: unknown): string =>
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'Something went wrong';

/**
 * Runs one call to the API: the server's message becomes the toast, the list
 * reloads on success, and `pending` drives spinners and disabled buttons.
 */
export const useServerCall = () => {
    const notify = useNotify();
    const refresh = useRefresh();
    const [pending, setPending] = useState(false);

    const run = async (call: () => Promise<{ message?: string } | undefined>, fallbackMessage = ''): Promise<boolean> => {
        setPending(true);
        try {
            const result = await call();
            notifyServer(notify, result?.message || fallbackMessage, 'success');
            refresh();
            return true;
        } catch (error) {
            notifyServer(notify, messageOf(error), 'error');
            return false;
        } finally {
            setPending(false);
        }
    };
    return { run, pending };
};
