import Apps from '@mui/icons-material/Apps';
import Checklist from '@mui/icons-material/Checklist';
import Contacts from '@mui/icons-material/Contacts';
import Forum from '@mui/icons-material/Forum';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { MenuGroup, MenuLink } from '../layout/menuRules';

/**
 * The demo screens: template material on local sample data, no API calls.
 * Each loads on first visit (react-admin's layout has the Suspense).
 */
const ChatPage = lazy(() => import('./chat/ChatPage'));
const ContactsPage = lazy(() => import('./contacts/ContactsPage'));
const TodoPage = lazy(() => import('./todo/TodoPage'));

export const demoRoutes = [
    <Route key="chat" path="/chat" element={<ChatPage />} />,
    <Route key="contacts" path="/contacts" element={<ContactsPage />} />,
    <Route key="todo" path="/todo" element={<TodoPage />} />,
];

export const demoMenuLinks: readonly MenuLink[] = [
    { route: '/chat', label: 'chat.menu', icon: Forum },
    { route: '/contacts', label: 'contacts.menu', icon: Contacts },
    { route: '/todo', label: 'todo.menu', icon: Checklist },
];

/** The sidebar's "Demos" group; the spec's sidebar has no entry for them. */
export const demoMenuGroup: MenuGroup = { group: 'demos', label: 'app.menu.demos', icon: Apps, entries: demoMenuLinks };

export const demoPageRoutes = demoMenuLinks.map(link => link.route);
