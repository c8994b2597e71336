import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageLoading } from '../pages/PageLoading';
import { ConsoleApp, SignInPage } from './chunks';
import { RouterNavigation } from './RouterNavigation';

/**
 * The console with its router: /login (reached by signing out or Back) and
 * everything else, react-admin. Loaded with the console, never by a first
 * visit to /login.
 */
const ConsoleRoot = () => (
    // Synchronous navigation: with transitions, react-admin's logout redirect races its own
    // auth query refetch and loops between the guarded route and /login.
    <BrowserRouter useTransitions={false}>
        <RouterNavigation>
            <Routes>
                <Route
                    path="/login"
                    element={
                        <Suspense fallback={<PageLoading />}>
                            <SignInPage />
                        </Suspense>
                    }
                />
                <Route
                    path="*"
                    element={
                        <Suspense fallback={<PageLoading />}>
                            <ConsoleApp />
                        </Suspense>
                    }
                />
            </Routes>
        </RouterNavigation>
    </BrowserRouter>
);
export default ConsoleRoot;
