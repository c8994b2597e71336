import { type ComponentType, Suspense, useMemo, useState } from 'react';
import { Admin, CustomRoutes, memoryStore, Resource, type Store } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { prefetchIdleFiles } from './boot/idleFiles';
import { consoleScreens } from './consoleScreens';
import { releaseChromeAfterPaint, useChromeReady } from './layout/chromeReady';
import { i18nProvider } from './i18n';
import { keepLocale, keptLocale } from './i18n/keptLocale';
import { AppNotification } from './layout/AppNotification';
import { chosenSettings } from './layout/settings/chosenSettings';
import { modeOf } from './layout/settings/settingsRules';
import { darkTheme, theme } from './layout/theme';
import { PageLoading } from './pages/PageLoading';
import { NotAvailable, NotFound, NotOffered, Refused } from './pages/screens';
import { ScreenLoading } from './layout/ScreenLoading';
import { authProvider, dataProvider, sessionRole } from './providers';
import { newQueryClient } from './queryClient';
import type { Extra } from './shared/extras';
import type { SessionRole } from './shared/types';
import { useCapabilities } from './schema/views/useExtra';
import { ListScreenProvider } from './schema/views/listScreenContext';
import { mayOpen, screenOffer } from './screens/access';
import { useSessionPermissions } from './schema/views/usePermissions';
import { preloadScreenAt, ScreensProvider } from './screens/registry';
import type { ScreenEntry } from './screens/types';
import { SessionGuardedLayout } from './SessionGuard';

/** Starts loading the screen at the URL the console opens on, so the console renders it at once. */
export const preloadFirstScreen = (): Promise<void> | undefined =>
    preloadScreenAt(consoleScreens, window.location.pathname);

/** A list's rows are shown: the layout's chrome comes after their paint, the modal's code into the cache when idle. */
const onListShown = () => {
    releaseChromeAfterPaint();
    prefetchIdleFiles();
};

/**
 * Theme and layout state are not persisted (spec part 1, section 3). The language is, in this browser, so a reload
 * keeps it: react-admin's store starts with it and keeps each change. A language other than
 * English then loads before the first screen, as when it is chosen.
 */
const memory = memoryStore({ locale: keptLocale() });
const store: Store = {
    ...memory,
    setItem: (key, value) => {
        if (key === 'locale') keepLocale(value);
        memory.setItem(key, value);
    },
};

/** `/` goes to the dashboard; without a session the auth check sends it to /login first. */
const Home = () => <Navigate to="/dashboard" replace />;

/** A screen needing an extra: shown once the API says it offers it, else said plainly (never its calls' 404). */
const offeredOnly = (extra: Extra, Component: ComponentType) => {
    const IfOffered = () => {
        const { known, offers } = useCapabilities();
        if (!known) return <ScreenLoading />;
        return offers(extra) ? <Component /> : <NotOffered />;
    };
    return IfOffered;
};

/** A screen a staff member's role may not list says so (which role may not), once the API has said what it may. */
const permittedOnly = (screen: ScreenEntry, Component: ComponentType) => {
    const IfPermitted = () => {
        const { known, permissions } = useSessionPermissions();
        if (!known) return <ScreenLoading />;
        if (permissions.all) return <Component />;
        const offer = screenOffer(screen, permissions);
        return offer.mayOpen() ? <Component /> : <Refused refusal={offer.refusalMessage()} />;
    };
    return IfPermitted;
};

/** A screen this session may not open shows "Not available" at its route (and below it), never its list's 403. */
const shownTo = (screen: ScreenEntry, role: SessionRole): ComponentType => {
    if (!mayOpen(screen, role)) return NotAvailable;
    return permittedOnly(screen, screen.extra ? offeredOnly(screen.extra, screen.Component) : screen.Component);
};

const lists = consoleScreens.filter(screen => screen.resource);
const pages = consoleScreens.filter(screen => !screen.resource && screen.access !== 'public');
const publicPages = consoleScreens.filter(screen => screen.access === 'public');

/**
 * The routes, one per registry entry: declared lists as react-admin resources, pages inside the layout or public.
 * Whose session it is (a coach's while logged in as) is read once per page load: log in as and its way back
 * open the console afresh.
 */
const App = () => {
    const role = sessionRole();
    // What the engine's screens get from the app: what follows a list's first rows, and whose session it is.
    const listScreen = useMemo(() => ({ onListShown, useChromeReady, role }), [role]);
    const [queryClient] = useState(() => newQueryClient({ lists: dataProvider, session: authProvider }));
    return (
        <ScreensProvider screens={consoleScreens}>
            <ListScreenProvider value={listScreen}>
                <Admin
                    title="Admin Console"
                    dataProvider={dataProvider}
                    authProvider={authProvider}
                    queryClient={queryClient}
                    i18nProvider={i18nProvider}
                    store={store}
                    layout={SessionGuardedLayout}
                    theme={theme}
                    darkTheme={darkTheme}
                    // Light until the drawer says otherwise, whatever the system prefers (section 9: gradient1, 'themedefault');
                    // after signing out and in again, what the drawer said (./layout/settings/chosenSettings.ts).
                    defaultTheme={modeOf(chosenSettings())}
                    // /login is served outside the console (src/main.tsx) so signing in loads no react-admin code.
                    loginPage={false}
                    dashboard={Home}
                    catchAll={NotFound}
                    // While react-admin registers the routes and reads the session: the boot's spinner, shown at
                    // once (react-admin's waits a second: the page was blank between the two).
                    loading={PageLoading}
                    notification={AppNotification}
                    requireAuth
                    disableTelemetry
                >
                    {lists.map(screen => {
                        const { resource: decl, icon } = screen;
                        const Component = shownTo(screen, role);
                        return decl!.list.parent ? (
                            // A list inside a parent record (sub folders of a folder): at `route/{parent id}`, and its modals below it.
                            <Resource key={decl!.route} name={decl!.route} icon={icon} options={{ label: decl!.title }}>
                                <Route path={`:${decl!.list.parent.param}/*`} element={<Component />} />
                            </Resource>
                        ) : (
                            <Resource
                                key={decl!.route}
                                name={decl!.route}
                                list={Component}
                                icon={icon}
                                options={{ label: decl!.title }}
                            />
                        );
                    })}
                    <CustomRoutes>
                        {pages.map(screen => {
                            const Component = shownTo(screen, role);
                            return <Route key={screen.path} path={screen.path} element={<Component />} />;
                        })}
                    </CustomRoutes>
                    <CustomRoutes noLayout>
                        {publicPages.map(({ path, Component }) => (
                            // Routes without layout have no Suspense of react-admin's around them.
                            <Route
                                key={path}
                                path={path}
                                element={
                                    <Suspense fallback={<PageLoading />}>
                                        <Component />
                                    </Suspense>
                                }
                            />
                        ))}
                    </CustomRoutes>
                </Admin>
            </ListScreenProvider>
        </ScreensProvider>
    );
};

export default App;
