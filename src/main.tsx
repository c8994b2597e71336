import CssBaseline from '@mui/material/CssBaseline';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { prefetchConsoleWhenIdle, startConsole } from './boot';
import { ConsoleApp } from './boot/chunks';
import { LoginPage } from './pages/LoginPage';
import { PageLoading } from './pages/PageLoading';

const root = createRoot(document.getElementById('root') as HTMLElement);
const render = () =>
    root.render(
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
                                <ConsoleApp />
                            </Suspense>
                        }
                    />
                </Routes>
            </BrowserRouter>
        </StrictMode>,
    );

if (window.location.pathname === '/login') {
    // The sign-in page stays light and fetches the console once it is idle.
    render();
    prefetchConsoleWhenIdle();
} else {
    // Any other URL starts the console and its screen at once. The app renders once their code is in:
    // a Suspense fallback would make React hold the screen back for up to 300 ms after the code arrived.
    startConsole(window.location);
    root.render(<PageLoading />);
    ConsoleApp.preload().then(render, render);
}
