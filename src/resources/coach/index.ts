import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { coachResource } from './schema';

export const screens: readonly ScreenEntry[] = [
    listScreen(coachResource, {
        icon: SupervisorAccount,
        label: 'app.menu.coaches',
        menu: { order: 40 },
        overrides: () => import('./overrides'),
    }),
];
