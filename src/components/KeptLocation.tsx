import { type ReactNode, useContext, useState } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router-dom';

type Seen = {
    keep: string;
    location: React.ContextType<typeof LocationContext>;
    route: React.ContextType<typeof RouteContext>;
};

/**
 * The router's location and route as one part of the page sees them: the same objects while `keep` (what that part
 * reads of the URL) stays, so a change elsewhere in the URL does not draw it again. react-router gives every
 * `useLocation`, `useNavigate` and link a new value on each navigation: opening a list's modal (`/event` to
 * `/event/{id}`) drew the list, every row's actions and the menu again, slowing the form's first open.
 * `pathname`, when given, is the path that part is shown as (a list's own, under its modal's).
 */
export const KeptLocation = ({
    keep,
    pathname,
    children,
}: {
    keep: string;
    pathname?: string;
    children: ReactNode;
}) => {
    const location = useContext(LocationContext);
    const route = useContext(RouteContext);
    const seen = (): Seen => ({
        keep,
        location: pathname === undefined ? location : { ...location, location: { ...location.location, pathname } },
        route,
    });
    // What an earlier render saw, kept while `keep` stays (React's way of storing it: state set while rendering).
    const [kept, setKept] = useState(seen);
    let current = kept;
    if (kept.keep !== keep) {
        current = seen();
        setKept(current);
    }
    return (
        <LocationContext.Provider value={current.location}>
            <RouteContext.Provider value={current.route}>{children}</RouteContext.Provider>
        </LocationContext.Provider>
    );
};
