import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { demoRoutes } from './demos';
import { i18nProvider } from './i18n';
import { AppNotification } from './layout/AppNotification';
import { chosenSettings } from './layout/settings/chosenSettings';
import { modeOf } from './layout/settings/settingsRules';
import { darkTheme, theme } from './layout/theme';
import { layoutRoutes, NotFound, publicRoutes } from './pages/routes';
import { screens } from './resources';
import { authProvider, dataProvider } from './providers';
import { SessionGuardedLayout } from './SessionGuard';

export { preloadScreenAt } from './resources/preloadScreen';

/** Theme, language and layout state are not persisted (spec part 1, section 3). */
const store = memoryStore();

/** `/` goes to the dashboard; without a session the auth check sends it to /login first. */
const Home = () => <Navigate to="/dashboard" replace />;

const App = () => (
    <Admin
        title="Admin Console"
        dataProvider={dataProvider}
        authProvider={authProvider}
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
        notification={AppNotification}
        requireAuth
        disableTelemetry
    >
        {screens.map(({ decl, list: ListScreen, icon }) =>
            decl.list.parent ? (
                // A list inside a parent record (sub folders of a folder): at `route/{parent id}`, and its modals below it.
                <Resource key={decl.route} name={decl.route} icon={icon} options={{ label: decl.title }}>
                    <Route path={`:${decl.list.parent.param}/*`} element={<ListScreen />} />
                </Resource>
            ) : (
                <Resource key={decl.route} name={decl.route} list={ListScreen} icon={icon} options={{ label: decl.title }} />
            ),
        )}
        <CustomRoutes>{layoutRoutes}</CustomRoutes>
        <CustomRoutes>{demoRoutes}</CustomRoutes>
        <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
    </Admin>
);

export default App;
