import History from '@mui/icons-material/History';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { subscriptionHistoryResource } from './schema';

export const screens: readonly ScreenEntry[] = [
    listScreen(subscriptionHistoryResource, {
        icon: History,
        label: 'app.menu.subscription_history',
        menu: { group: 'general', order: 3 },
        overrides: () => import('./overrides'),
    }),
];
