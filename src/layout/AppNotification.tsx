import { useCallback, useEffect, useState } from 'react';
import { CloseNotificationContext, type NotificationPayload, useNotificationContext, useTranslate } from 'react-admin';
import { Toast, type ToastSeverity } from '../components/LightToast';

/** The toast shown, and which one it is: a new one replaces it, drawn afresh with its own 5000 ms. */
interface Shown {
    notification: NotificationPayload;
    key: number;
}

/**
 * react-admin's notifications (the server's messages) shown with the console's
 * one toast: top right below the top bar (on a phone at the bottom), icon and
 * close button, 5000 ms (spec part 1, section 4). The newest replaces the one
 * shown at once, so the message for what was just done is never queued behind older ones.
 */
export const AppNotification = () => {
    const translate = useTranslate();
    const { notifications, resetNotifications } = useNotificationContext();
    const [shown, setShown] = useState<Shown | undefined>(undefined);
    const [open, setOpen] = useState(false);

    useEffect(() => {
        const newest = notifications.at(-1);
        if (!newest) return;
        // Taken off react-admin's queue (its context), which is not a store this component could subscribe to.
        resetNotifications();
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setShown(before => ({ notification: newest, key: (before?.key ?? 0) + 1 }));
        setOpen(true);
    }, [notifications, resetNotifications]);

    const close = useCallback(() => setOpen(false), []);
    if (!shown) return null;
    const { message, type, notificationOptions } = shown.notification;
    const text = typeof message === 'string' ? translate(message, notificationOptions?.messageArgs) : message;
    return (
        <CloseNotificationContext.Provider value={close}>
            <Toast
                key={shown.key}
                open={open}
                message={text}
                severity={(type ?? 'info') as ToastSeverity}
                onClose={close}
                onExited={() => setShown(current => (current?.key === shown.key ? undefined : current))}
                belowAppBar
                closeText={translate('ra.action.close')}
            />
        </CloseNotificationContext.Provider>
    );
};
