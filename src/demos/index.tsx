import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Checklist from '@mui/icons-material/Checklist';
import Contacts from '@mui/icons-material/Contacts';
import FolderOpen from '@mui/icons-material/FolderOpen';
import Forum from '@mui/icons-material/Forum';
import ViewKanban from '@mui/icons-material/ViewKanban';
import Widgets from '@mui/icons-material/Widgets';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { MenuGroup, MenuLink } from '../layout/menuRules';

/*
 * The demo screens (template material on local sample data, spec part 2):
 * their routes and their "Demos" sidebar group. Each demo loads on first
 * visit, with its libraries and CSS (react-admin's layout has the Suspense);
 * nothing here pulls demo code into the first load.
 */

const CalendarDemo = lazy(() => import('./calendar/CalendarDemo'));
const BoardListPage = lazy(() => import('./scrumboard/BoardListPage'));
const BoardPage = lazy(() => import('./scrumboard/BoardPage'));
const FileManagerPage = lazy(() => import('./fileManager/FileManagerPage'));
const ChatPage = lazy(() => import('./chat/ChatPage'));
const ContactsPage = lazy(() => import('./contacts/ContactsPage'));
const TodoPage = lazy(() => import('./todo/TodoPage'));

/** Layout routes of the demos. */
export const demoRoutes = [
    <Route key="demo-calendar" path="/calendar" element={<CalendarDemo />} />,
    <Route key="demo-scrumboard" path="/scrumboard" element={<BoardListPage />} />,
    <Route key="demo-scrumboard-board" path="/scrumboard/board/:id" element={<BoardPage />} />,
    <Route key="demo-file-manager" path="/file-manager" element={<FileManagerPage />} />,
    <Route key="demo-chat" path="/chat" element={<ChatPage />} />,
    <Route key="demo-contacts" path="/contacts" element={<ContactsPage />} />,
    <Route key="demo-todo" path="/todo" element={<TodoPage />} />,
];

/** The sidebar links of the demos, in menu order. */
export const demoMenuLinks: readonly MenuLink[] = [
    { route: '/calendar', label: 'demos.menu.calendar', icon: CalendarMonth },
    { route: '/scrumboard', label: 'demos.menu.scrumboard', icon: ViewKanban },
    { route: '/file-manager', label: 'demos.menu.file_manager', icon: FolderOpen },
    { route: '/chat', label: 'chat.menu', icon: Forum },
    { route: '/contacts', label: 'contacts.menu', icon: Contacts },
    { route: '/todo', label: 'todo.menu', icon: Checklist },
];

/** The "Demos" sidebar group, placed after Notice Board (the spec's sidebar has no entry for them). */
export const demoMenuGroup: MenuGroup = { group: 'demos', label: 'app.menu.demos', icon: Widgets, entries: demoMenuLinks };

/** The demo pages the menu may link to (see PAGE_ROUTES). */
export const demoPageRoutes: readonly string[] = demoMenuLinks.map(link => link.route);
