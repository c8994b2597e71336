import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { endFirstRowsAway } from './firstRowsHandover';
import { type Navigation, NavigationProvider } from '../pages/navigation';

/** Inside the console the router is the navigation of the sign-in pages too, and ends the early paint elsewhere. */
export const RouterNavigation = ({ children }: { children: ReactNode }) => {
    const location = useLocation();
    const navigate = useNavigate();
    // Any screen but the one painted early at boot takes its place at once.
    useLayoutEffect(() => endFirstRowsAway(location.pathname), [location.pathname]);
    const value = useMemo<Navigation>(
        () => ({
            location: { pathname: location.pathname, state: location.state as unknown },
            navigate: (to, options) => navigate(to, options),
        }),
        [location, navigate],
    );
    return <NavigationProvider value={value}>{children}</NavigationProvider>;
};
