import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Checklist from '@mui/icons-material/Checklist';
import Contacts from '@mui/icons-material/Contacts';
import FolderOpen from '@mui/icons-material/FolderOpen';
import Forum from '@mui/icons-material/Forum';
import ViewKanban from '@mui/icons-material/ViewKanban';
import { preloadable } from '../schema/preloadable';
import type { ScreenEntry } from '../screens/types';

/**
 * The demo screens (template material on local sample data, spec part 2), in
 * the menus' "Demos" group. Each loads on first visit with its libraries and
 * CSS; a coach's view may open them (no API behind them).
 */
export const demoScreens: readonly ScreenEntry[] = [
    {
        path: '/calendar',
        label: 'demos.menu.calendar',
        icon: CalendarMonth,
        menu: { group: 'demos', order: 1 },
        Component: preloadable(() => import('./calendar/CalendarDemo').then(m => m.default)),
        access: 'signedIn',
    },
    {
        path: '/scrumboard',
        label: 'demos.menu.scrumboard',
        icon: ViewKanban,
        menu: { group: 'demos', order: 2 },
        Component: preloadable(() => import('./scrumboard/BoardListPage').then(m => m.default)),
        access: 'signedIn',
    },
    {
        path: '/scrumboard/board/:id',
        Component: preloadable(() => import('./scrumboard/BoardPage').then(m => m.default)),
        access: 'signedIn',
    },
    {
        path: '/file-manager',
        label: 'demos.menu.file_manager',
        icon: FolderOpen,
        menu: { group: 'demos', order: 3 },
        Component: preloadable(() => import('./fileManager/FileManagerPage').then(m => m.default)),
        access: 'signedIn',
    },
    {
        path: '/chat',
        label: 'demos.menu.chat',
        icon: Forum,
        menu: { group: 'demos', order: 4 },
        Component: preloadable(() => import('./chat/ChatPage').then(m => m.default)),
        access: 'signedIn',
    },
    {
        path: '/contacts',
        label: 'demos.menu.contacts',
        icon: Contacts,
        menu: { group: 'demos', order: 5 },
        Component: preloadable(() => import('./contacts/ContactsPage').then(m => m.default)),
        access: 'signedIn',
    },
    {
        path: '/todo',
        label: 'demos.menu.todo',
        icon: Checklist,
        menu: { group: 'demos', order: 6 },
        Component: preloadable(() => import('./todo/TodoPage').then(m => m.default)),
        access: 'signedIn',
    },
];
