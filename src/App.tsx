import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { createAuthProvider } from './authProvider';
import { browserSession } from './authProvider/session';
import { API_URL } from './config';
import { createDataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { theme } from './layout/theme';
import { LoginPage } from './pages/LoginPage';
import { layoutRoutes, NotFound, publicRoutes } from './pages/routes';
import { screens } from './resources';
import { declarations } from './resources/declarations';

const dataProvider = createDataProvider({ apiUrl: API_URL, declarations, session: browserSession });
const authProvider = createAuthProvider({ apiUrl: API_URL });
/** Theme, language and layout state are not persisted (spec part 1, section 3). */
const store = memoryStore();

/** `/` goes to the dashboard; without a session the auth check sends it to /login first. */
const Home = () => <Navigate to="/dashboard" replace />;

export const App = () => (
    <Admin
        title="Admin Console"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={AppLayout}
        theme={theme}
        loginPage={LoginPage}
        dashboard={Home}
        catchAll={NotFound}
        notification={AppNotification}
        requireAuth
        disableTelemetry
    >
        {screens.map(({ decl, list, icon }) => (
            <Resource key={decl.route} name={decl.route} list={list} icon={icon} options={{ label: decl.title }} />
        ))}
        <CustomRoutes>{layoutRoutes}</CustomRoutes>
        <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
    </Admin>
);
