import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchConsoleWhenIdle, startConsole } from './boot';
import { ConsoleApp, SignInPage } from './boot/chunks';
import { keptStyleCache } from './boot/keptStyles';
import { ConsoleRoot } from './boot/rootChunk';
import { loadRuntimeConfig } from './config';
import { keptLocale } from './i18n/keptLocale';
import { listenForPalette } from './layout/palette/earlyKeys';
import { type Navigation, NavigationProvider } from './pages/navigation';
import { PageLoading } from './pages/PageLoading';
import { PublicTheme } from './pages/PublicTheme';

// Where the API is (config.json, preloaded by index.html) before anything asks it.
const configured = loadRuntimeConfig();
const root = createRoot(document.getElementById('root') as HTMLElement);
// Styles kept from this build's last load (this entry chunk's hashed URL names the build).
const styles = keptStyleCache(import.meta.url);
const show = (content: ReactNode) =>
    root.render(
        <StrictMode>
            <CacheProvider value={styles}>
                <CssBaseline />
                {content}
            </CacheProvider>
        </StrictMode>,
    );

/**
 * Any URL but /login starts its screen (and its list) first, then the console. The app renders once their code is in:
 * a Suspense fallback would make React hold the screen back for up to 300 ms after the code arrived.
 */
const openConsole = () => {
    // A language kept from an earlier visit loads beside the console's code, not after it.
    const locale = keptLocale();
    if (locale !== 'en') void import('./i18n/otherLanguage').then(m => m.loadCatalogue(locale));
    // Ctrl+K works from the shell's first paint; the palette opens once the console is there, with what was typed.
    listenForPalette();
    show(<PageLoading />);
    const render = () => show(<ConsoleRoot />);
    void configured
        .then(() => startConsole(window.location))
        .then(() => Promise.all([ConsoleRoot.preload(), ConsoleApp.preload()]))
        .then(render, render);
};

/**
 * The sign-in page on its own, navigating with the History API: staying on
 * /login replaces the entry (clearing a notice); going anywhere else (signed
 * in, "Forgot Password ?") starts the console there, which takes over.
 */
const lightNavigation: Navigation = {
    // react-router keeps a page's state in `history.state.usr`; a reload of /login may carry one.
    location: { pathname: '/login', state: (window.history.state as { usr?: unknown } | null)?.usr ?? null },
    navigate: (to, { replace = false, state = null } = {}) => {
        const entry = { usr: state, key: 'default' };
        if (to === '/login' || replace) window.history.replaceState(entry, '', to);
        else window.history.pushState(entry, '', to);
        if (to !== '/login') openConsole();
    },
};

if (window.location.pathname === '/login') {
    // The sign-in page stays light and fetches the console once it is shown and the browser idle.
    const render = () =>
        show(
            <NavigationProvider value={lightNavigation}>
                <PublicTheme>
                    <SignInPage />
                </PublicTheme>
            </NavigationProvider>,
        );
    // A language kept from an earlier visit first (English needs nothing more).
    const locale = keptLocale();
    const language = locale === 'en' ? undefined : import('./i18n/signInLanguage').then(m => m.showSignInIn(locale));
    // The console's code only after the page is up (not on the browser's `load`, which comes before it).
    Promise.all([SignInPage.preload(), configured, language])
        .then(render, render)
        .then(prefetchConsoleWhenIdle, prefetchConsoleWhenIdle);
} else {
    openConsole();
}
