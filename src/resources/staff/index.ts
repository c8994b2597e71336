import Badge from '@mui/icons-material/Badge';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { staffResource } from './schema';

export const screens: readonly ScreenEntry[] = [
    listScreen(staffResource, {
        icon: Badge,
        label: 'app.menu.staff',
        menu: { group: 'general', order: 6 },
        overrides: () => import('./overrides'),
    }),
];
