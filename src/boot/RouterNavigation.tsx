import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type Navigation, NavigationProvider } from '../pages/navigation';

/** Inside the console the router is the navigation of the sign-in pages too. */
export const RouterNavigation = ({ children }: { children: ReactNode }) => {
    const location = useLocation();
    const navigate = useNavigate();
    const value = useMemo<Navigation>(
        () => ({
            location: { pathname: location.pathname, state: location.state as unknown },
            navigate: (to, options) => navigate(to, options),
        }),
        [location, navigate],
    );
    return <NavigationProvider value={value}>{children}</NavigationProvider>;
};
