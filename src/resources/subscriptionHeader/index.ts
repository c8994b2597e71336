import Title from '@mui/icons-material/Title';
import { listScreen } from '../../screens/listScreen';
import { subscriptionHeaderResource } from './schema';

export const subscriptionHeaderScreen = listScreen(subscriptionHeaderResource, {
    icon: Title,
    label: 'app.menu.subscription_header',
    menu: { group: 'general', order: 2 },
});
