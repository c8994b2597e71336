import CssBaseline from '@mui/material/CssBaseline';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LoginPage } from './pages/LoginPage';
import { PageLoading } from './pages/PageLoading';

/** The console (react-admin and every screen) loads after sign-in, or on any other URL. */
const App = lazy(() => import('./App'));

createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
        <CssBaseline />
        {/* Synchronous navigation: with transitions, react-admin's logout redirect races its own
            auth query refetch and loops between the guarded route and /login. */}
        <BrowserRouter useTransitions={false}>
            <Routes>
                <Route path="/login" element={<LoginPage />} />
                <Route
                    path="*"
                    element={
                        <Suspense fallback={<PageLoading />}>
                            <App />
                        </Suspense>
                    }
                />
            </Routes>
        </BrowserRouter>
    </StrictMode>,
);
