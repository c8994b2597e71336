import { type ReactNode, Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PageLoading } from '../pages/PageLoading';
import { PublicTheme } from '../pages/PublicTheme';
import { ConsoleApp, SignInPage } from './chunks';
import { RouterNavigation } from './RouterNavigation';

const page = (content: ReactNode) => (
    <RouterNavigation>
        <Suspense fallback={<PageLoading />}>{content}</Suspense>
    </RouterNavigation>
);

/**
 * The console with its router: /login (reached by signing out or Back) and
 * everything else, react-admin. Loaded with the console, never by a first
 * visit to /login. A data router, so react-admin's unsaved-changes warning
 * (useBlocker) can hold a navigation back.
 */
const ConsoleRoot = () => {
    // Made at the first render, not when the chunk loads: the sign-in page prefetches this chunk while it
    // still moves with the History API, and a router made then would start from a stale location.
    const [router] = useState(() =>
        createBrowserRouter([
            // In the look chosen before signing out (the Dark preset stays dark).
            {
                path: '/login',
                element: page(
                    <PublicTheme>
                        <SignInPage />
                    </PublicTheme>,
                ),
            },
            { path: '*', element: page(<ConsoleApp />) },
        ]),
    );
    // Synchronous navigation: with transitions, react-admin's logout redirect races its own
    // auth query refetch and loops between the guarded route and /login.
    return <RouterProvider router={router} useTransitions={false} />;
};
export default ConsoleRoot;
