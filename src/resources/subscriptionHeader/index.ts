import Title from '@mui/icons-material/Title';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { subscriptionHeaderResource } from './schema';

export const screens: readonly ScreenEntry[] = [
    listScreen(subscriptionHeaderResource, {
        icon: Title,
        label: 'app.menu.subscription_header',
        menu: { group: 'general', order: 2 },
    }),
];
