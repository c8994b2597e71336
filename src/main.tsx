import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
        {/* Synchronous navigation: with transitions, react-admin's logout redirect races its own
            auth query refetch and loops between the guarded route and /login. */}
        <BrowserRouter useTransitions={false}>
            <App />
        </BrowserRouter>
    </StrictMode>,
);
