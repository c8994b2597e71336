import CalendarMonth from '@mui/icons-material/CalendarMonth';
import FolderOpen from '@mui/icons-material/FolderOpen';
import ViewKanban from '@mui/icons-material/ViewKanban';
import Widgets from '@mui/icons-material/Widgets';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { MenuGroup, MenuLink } from '../layout/menuRules';

/*
 * The demo screens (local sample data only, spec part 2): their routes and
 * their "Demos" sidebar group. Each demo loads on first visit, with its
 * libraries and CSS; nothing here pulls demo code into the first load.
 */

const CalendarDemo = lazy(() => import('./calendar/CalendarDemo'));
const BoardListPage = lazy(() => import('./scrumboard/BoardListPage'));
const BoardPage = lazy(() => import('./scrumboard/BoardPage'));
const FileManagerPage = lazy(() => import('./fileManager/FileManagerPage'));

/** Layout routes of the demos (react-admin's layout wraps them in Suspense). */
export const demoRoutes = [
    <Route key="demo-calendar" path="/calendar" element={<CalendarDemo />} />,
    <Route key="demo-scrumboard" path="/scrumboard" element={<BoardListPage />} />,
    <Route key="demo-scrumboard-board" path="/scrumboard/board/:id" element={<BoardPage />} />,
    <Route key="demo-file-manager" path="/file-manager" element={<FileManagerPage />} />,
];

/** The sidebar links of the demos, in menu order. */
export const demoMenuLinks: readonly MenuLink[] = [
    { route: '/calendar', label: 'demos.menu.calendar', icon: CalendarMonth },
    { route: '/scrumboard', label: 'demos.menu.scrumboard', icon: ViewKanban },
    { route: '/file-manager', label: 'demos.menu.file_manager', icon: FolderOpen },
];

/** The "Demos" sidebar group, placed after Notice Board. */
export const demoMenuGroup: MenuGroup = { group: 'demos', label: 'demos.menu.group', icon: Widgets, entries: demoMenuLinks };

/** The demo pages the menu may link to (see PAGE_ROUTES). */
export const demoPageRoutes: readonly string[] = demoMenuLinks.map(link => link.route);
