import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { roleResource } from './schema';

export const screens: readonly ScreenEntry[] = [
    listScreen(roleResource, {
        icon: AdminPanelSettings,
        label: 'app.menu.roles',
        menu: { group: 'general', order: 7 },
        overrides: () => import('./overrides'),
    }),
];
