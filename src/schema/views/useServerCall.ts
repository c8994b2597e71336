import { useCallback, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

type Notify = ReturnType<typeof useNotify>;

/** Shows the server's words as they are; an empty message shows nothing. */
export const notifyServer = (notify: Notify, message: string | undefined, type: 'success' | 'error') => {
    if (!message) return;
    notify(message, { type, messageArgs: { _: message } });
};

const messageOf = (error: unknown): string =>
    error instanceof Error ? error.message : typeof error === 'string' ? error : 'Something went wrong';

export interface RunOptions {
    /** Off for a page that leaves for /login and hands the message over itself. */
    successToast?: boolean;
    /** The success toast when the server's answer has no message. */
    fallbackMessage?: string;
}

/**
 * Runs one call to the API: the server's message becomes the toast (success
 * or error), react-admin's queries reload on success (lists; the account
 * pages, which show no list, pass `refreshOnSuccess: false`), and `pending`
 * drives spinners and disabled buttons. `run` resolves to the call's answer,
 * or undefined when it failed.
 */
export const useServerCall = ({ refreshOnSuccess = true } = {}) => {
    const notify = useNotify();
    const refresh = useRefresh();
    const [pending, setPending] = useState(false);

    const run = useCallback(
        async <T extends { message?: string }>(
            call: () => Promise<T>,
            { successToast = true, fallbackMessage = '' }: RunOptions = {},
        ): Promise<T | undefined> => {
            setPending(true);
            try {
                const result = await call();
                if (successToast) notifyServer(notify, result.message || fallbackMessage, 'success');
                if (refreshOnSuccess) refresh();
                return result;
            } catch (error) {
                notifyServer(notify, messageOf(error), 'error');
                return undefined;
            } finally {
                setPending(false);
            }
        },
        [notify, refresh, refreshOnSuccess],
    );
    return { run, pending };
};
