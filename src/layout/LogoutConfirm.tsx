import { lazy, Suspense, useState } from 'react';
import type { LogoutConfirmProps } from './LogoutDialog';

const LogoutDialog = lazy(() => import('./LogoutDialog'));

/**
 * "Are you sure you want to logout ?", then the logout; wherever a Logout
 * button or menu item is. The dialog's code (MUI's Dialog and transitions)
 * loads when it is first asked for, not with the console's first screen;
 * once loaded it stays mounted, so it closes with its transition.
 */
export const LogoutConfirm = (props: LogoutConfirmProps) => {
    const [asked, setAsked] = useState(props.open);
    if (props.open && !asked) setAsked(true);
    if (!asked) return null;
    return (
        <Suspense fallback={null}>
            <LogoutDialog {...props} />
        </Suspense>
    );
};
