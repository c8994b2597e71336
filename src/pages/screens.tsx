import Dashboard from '@mui/icons-material/Dashboard';
import Insights from '@mui/icons-material/Insights';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { preloadable } from '../schema/preloadable';
import type { RefusalMessage } from '../schema/permissionOffer';
import type { ScreenEntry } from '../screens/types';

const ProfilePage = preloadable(() => import('./profile/ProfilePage').then(m => m.ProfilePage));

/** A public page: no layout, no session. */
const publicPage = (path: string, Component: ScreenEntry['Component']): ScreenEntry => ({
    path,
    Component,
    access: 'public',
});

/** The custom pages' registry entries: the console's own pages, then the public ones (sign-in flows, errors, marketing). */
export const pageScreens: readonly ScreenEntry[] = [
    {
        path: '/dashboard',
        label: 'app.menu.dashboard',
        icon: Dashboard,
        menu: { order: 10 },
        Component: preloadable(() => import('./Dashboard').then(m => m.Dashboard)),
        access: 'signedIn',
    },
    // Not in the spec's sidebar: Insights, right after the dashboard.
    {
        path: '/insights',
        label: 'app.menu.insights',
        icon: Insights,
        menu: { order: 15 },
        Component: preloadable(() => import('./insights/InsightsPage').then(m => m.InsightsPage)),
        access: 'superAdmin',
        extra: 'insights',
        permission: 'insights',
    },
    {
        path: '/resetpassword',
        label: 'app.change_password',
        palette: {},
        Component: preloadable(() => import('./account/ChangePasswordPage').then(m => m.ChangePasswordPage)),
        access: 'superAdmin',
    },
    // Route matching ignores case, so this also serves /general/Profile.
    {
        path: '/general/profile',
        label: 'app.menu.profile',
        icon: ManageAccounts,
        menu: { group: 'general', order: 4 },
        Component: ProfilePage,
        access: 'superAdmin',
        permission: 'profile',
    },
    {
        path: '/profile',
        label: 'app.my_profile',
        palette: { to: '/general/profile' },
        Component: ProfilePage,
        access: 'superAdmin',
        permission: 'profile',
    },
    publicPage(
        '/error400',
        preloadable(() => import('./errors/ErrorPage').then(({ ErrorPage }) => () => <ErrorPage kind="notFound" />)),
    ),
    publicPage(
        '/error500',
        preloadable(() => import('./errors/ErrorPage').then(({ ErrorPage }) => () => <ErrorPage kind="serverError" />)),
    ),
    publicPage(
        '/pricing/style1',
        preloadable(() =>
            import('./pricing/PricingPage').then(({ PricingPage }) => () => <PricingPage variant="plain" />),
        ),
    ),
    publicPage(
        '/pricing/style2',
        preloadable(() =>
            import('./pricing/PricingPage').then(({ PricingPage }) => () => <PricingPage variant="banner" />),
        ),
    ),
    publicPage(
        '/lockscreen',
        preloadable(() => import('./LockScreen').then(m => m.LockScreen)),
    ),
    publicPage(
        '/register',
        preloadable(() => import('./register/RegisterPage').then(m => m.RegisterPage)),
    ),
    publicPage(
        '/forgotPassword',
        preloadable(() => import('./account/ForgotPasswordPage').then(m => m.ForgotPasswordPage)),
    ),
    publicPage(
        '/admin/resetpassword/:id',
        preloadable(() => import('./account/ResetPasswordPage').then(m => m.ResetPasswordPage)),
    ),
    publicPage(
        '/login_as/:token',
        preloadable(() => import('./loginAs/LoginAsPage').then(m => m.LoginAsPage)),
    ),
];

/** The 404 content for any unknown URL inside the layout. */
export const NotFound = preloadable(() => import('./errors/ErrorPage').then(m => m.NotFound));

/** What a session sees on a screen it may not open (a coach's view on a super-admin screen). */
export const NotAvailable = preloadable(() => import('./errors/ErrorPage').then(m => m.NotAvailable));

/** What a staff member sees on a screen their role may not open: which role may not, in the API's words. */
export const Refused = preloadable<{ refusal: RefusalMessage }>(() =>
    import('./errors/ErrorPage').then(m => m.Refused),
);

/** What a screen needing an extra shows against an API that does not offer it. */
export const NotOffered = preloadable(() => import('./errors/ErrorPage').then(m => m.NotOffered));
