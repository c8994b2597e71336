import { useCallback, useEffect, useState } from 'react';
import { CloseNotificationContext, type NotificationPayload, useNotificationContext, useTranslate } from 'react-admin';
import { Toast, type ToastSeverity } from '../components/LightToast';

/**
 * react-admin's notifications (the server's messages) shown with the console's
 * one toast: top right below the top bar, icon and close button, 5000 ms
 * (spec part 1, section 4). One at a time, in the order they came.
 */
export const AppNotification = () => {
    const translate = useTranslate();
    const { notifications, takeNotification } = useNotificationContext();
    const [current, setCurrent] = useState<NotificationPayload | undefined>(undefined);
    const [open, setOpen] = useState(false);

    useEffect(() => {
        if (!current && notifications.length) {
            const next = takeNotification();
            if (next) {
                // The next toast is taken off react-admin's queue (its context) once the shown one is gone, as
                // react-admin's own <Notification> does: the queue is not a store this component could subscribe to.
                // eslint-disable-next-line react-hooks/set-state-in-effect
                setCurrent(next);
                setOpen(true);
            }
        }
    }, [notifications, current, takeNotification]);

    const close = useCallback(() => setOpen(false), []);
    if (!current) return null;
    const { message, type, notificationOptions } = current;
    const text = typeof message === 'string' ? translate(message, notificationOptions?.messageArgs) : message;
    return (
        <CloseNotificationContext.Provider value={close}>
            <Toast
                open={open}
                message={text}
                severity={(type ?? 'info') as ToastSeverity}
                onClose={close}
                onExited={() => setCurrent(undefined)}
                belowAppBar
                closeText={translate('ra.action.close')}
            />
        </CloseNotificationContext.Provider>
    );
};
