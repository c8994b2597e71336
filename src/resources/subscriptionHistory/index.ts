import History from '@mui/icons-material/History';
import { listScreen } from '../../screens/listScreen';
import { subscriptionHistoryResource } from './schema';

export const subscriptionHistoryScreen = listScreen(subscriptionHistoryResource, {
    icon: History,
    label: 'app.menu.subscription_history',
    menu: { group: 'general', order: 3 },
    overrides: () => import('./overrides'),
});
