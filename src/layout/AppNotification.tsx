import { Notification } from 'react-admin';
import { TOAST_MS } from '../config';

/** Toasts at the top right, closing after 5000 ms (spec part 1, section 4). */
export const AppNotification = () => (
    <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={TOAST_MS} />
);
