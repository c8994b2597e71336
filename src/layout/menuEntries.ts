import Announcement from '@mui/icons-material/Announcement';
import Assignment from '@mui/icons-material/Assignment';
import AutoStories from '@mui/icons-material/AutoStories';
import CardMembership from '@mui/icons-material/CardMembership';
import CoPresent from '@mui/icons-material/CoPresent';
import Dashboard from '@mui/icons-material/Dashboard';
import Event from '@mui/icons-material/Event';
import FolderShared from '@mui/icons-material/FolderShared';
import History from '@mui/icons-material/History';
import Label from '@mui/icons-material/Label';
import ManageSearch from '@mui/icons-material/ManageSearch';
import LocalLibrary from '@mui/icons-material/LocalLibrary';
import LocalOffer from '@mui/icons-material/LocalOffer';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MenuBook from '@mui/icons-material/MenuBook';
import School from '@mui/icons-material/School';
import Settings from '@mui/icons-material/Settings';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import Title from '@mui/icons-material/Title';
import { demoMenuGroup, demoPageRoutes } from '../demos';
import type { MenuEntry } from './menuRules';

/**
 * Custom pages (not react-admin resources) that have a screen. The menu shows
 * a page's entry once its route is listed here; add yours when you build it.
 */
export const PAGE_ROUTES: readonly string[] = ['/dashboard', '/general/profile', ...demoPageRoutes];

/** The sidebar, in the spec's order (part 1, section 2). Labels are i18n keys. */
export const MENU: readonly MenuEntry[] = [
    { route: '/dashboard', label: 'app.menu.dashboard', icon: Dashboard },
    {
        group: 'general',
        label: 'app.menu.general',
        icon: Settings,
        entries: [
            { route: '/general/subscription', label: 'app.menu.subscription', icon: CardMembership },
            { route: '/general/subscription-header', label: 'app.menu.subscription_header', icon: Title },
            { route: '/general/subscription-history', label: 'app.menu.subscription_history', icon: History },
            { route: '/general/profile', label: 'app.menu.profile', icon: ManageAccounts },
            { route: '/general/coupon-code', label: 'app.menu.coupon_code', icon: LocalOffer },
        ],
    },
    { route: '/students', label: 'app.menu.students', icon: School },
    { route: '/user', label: 'app.menu.coaches', icon: SupervisorAccount },
    { route: '/event', label: 'app.menu.events', icon: Event },
    { route: '/subject', label: 'app.menu.subjects', icon: MenuBook },
    {
        group: 'resources',
        label: 'app.menu.resources',
        icon: FolderShared,
        entries: [
            { route: '/coach-resource-center', label: 'app.menu.coach_resources', icon: CoPresent },
            { route: '/student-resource-center', label: 'app.menu.student_resources', icon: LocalLibrary },
            { route: '/tbp-resource-center', label: 'app.menu.tbp_resources', icon: AutoStories },
        ],
    },
    { route: '/tasktype', label: 'app.menu.task_types', icon: Assignment },
    { route: '/tag', label: 'app.menu.tags', icon: Label },
    { route: '/noticeboard', label: 'app.menu.notice_board', icon: Announcement },
    demoMenuGroup,
    // Beyond the spec: last, after the demos.
    { route: '/activity', label: 'app.menu.activity', icon: ManageSearch },
];
