import { memo, useEffect, useRef, useState } from 'react';
import { type LayoutProps, useLogout } from 'react-admin';
import { browserSession } from './authProvider/session';
import { sameProps } from './components/sameNode';
import { AppLayout } from './layout/AppLayout';
import { PageLoading } from './pages/PageLoading';
import { authProvider } from './providers';

/**
 * Guarded screens render before the session check answers (src/boot). When
 * it fails, the screen goes at once, before the redirect: no guarded data
 * stays on screen, and react-admin's logout empties its cache and opens /login.
 */
const useSessionLost = (): boolean => {
    const logout = useLogout();
    const [lost, setLost] = useState(false);
    const signingOut = useRef(false);
    useEffect(() => {
        const signOut = () => {
            if (signingOut.current) return;
            signingOut.current = true;
            setLost(true);
            void logout({}, '/login', false);
        };
        const unsubscribe = authProvider.onSessionLost(signOut);
        // The check may have failed between the screen's first render and this subscription.
        if (!browserSession.token()) signOut();
        return () => {
            unsubscribe();
        };
    }, [logout]);
    return lost;
};

/** The console's layout, gone as soon as the session is. */
const GuardedLayout = (props: LayoutProps) => (useSessionLost() ? <PageLoading /> : <AppLayout {...props} />);

/**
 * react-admin's routes component renders again on every navigation and twice more while its resources register
 * at boot, each time with a new but equal routes element. So the layout is drawn again for its own state, what it
 * subscribes to (the location, its settings, the session) and props that really change, not for an equal copy.
 */
export const SessionGuardedLayout = memo(GuardedLayout, sameProps);
