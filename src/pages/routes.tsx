import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { LoadingPage } from 'react-admin';
import { Route } from 'react-router-dom';
import { demoRoutes } from '../demos';
import { Dashboard } from './Dashboard';
import { layoutPages } from './pageChunks';

/** A page loaded on first visit; the login page stays light. */
const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>) =>
    lazy(() => load().then(component => ({ default: component })));

const ErrorPage = lazyPage(() => import('./errors/ErrorPage').then(m => m.ErrorPage));
const PricingPage = lazyPage(() => import('./pricing/PricingPage').then(m => m.PricingPage));
const LockScreen = lazyPage(() => import('./LockScreen').then(m => m.LockScreen));
const RegisterPage = lazyPage(() => import('./register/RegisterPage').then(m => m.RegisterPage));
const ForgotPasswordPage = lazyPage(() => import('./account/ForgotPasswordPage').then(m => m.ForgotPasswordPage));
const LoginAsPage = lazyPage(() => import('./loginAs/LoginAsPage').then(m => m.LoginAsPage));
const ResetPasswordPage = lazyPage(() => import('./account/ResetPasswordPage').then(m => m.ResetPasswordPage));

/** The 404 content for any unknown URL inside the layout (react-admin's Layout already has a Suspense). */
export const NotFound = lazyPage(() => import('./errors/ErrorPage').then(m => m.NotFound));

/** Routes without layout have no Suspense of react-admin's around them. */
const publicRoute = (path: string, element: ReactElement) => (
    <Route key={path} path={path} element={<Suspense fallback={<LoadingPage />}>{element}</Suspense>} />
);

/**
 * Custom routes. `layoutRoutes` render inside the login-guarded layout;
 * `publicRoutes` render without layout and without login (sign-in flows,
 * error and marketing pages). Route elements only: pages load lazily.
 */
export const layoutRoutes = [
    <Route key="dashboard" path="/dashboard" element={<Dashboard />} />,
    ...layoutPages.map(({ path, Page }) => <Route key={path} path={path} element={<Page />} />),
    ...demoRoutes,
];

export const publicRoutes: ReactElement[] = [
    publicRoute('/error400', <ErrorPage kind="notFound" />),
    publicRoute('/error500', <ErrorPage kind="serverError" />),
    publicRoute('/pricing/style1', <PricingPage variant="plain" />),
    publicRoute('/pricing/style2', <PricingPage variant="banner" />),
    publicRoute('/lockscreen', <LockScreen />),
    publicRoute('/register', <RegisterPage />),
    publicRoute('/forgotPassword', <ForgotPasswordPage />),
    publicRoute('/admin/resetpassword/:id', <ResetPasswordPage />),
    publicRoute('/login_as/:token', <LoginAsPage />),
];
