import History from '@mui/icons-material/History';
import { defineScreen } from '../screens';
import { subscriptionHistoryResource } from './schema';

export const subscriptionHistoryScreen = defineScreen(subscriptionHistoryResource, History, () => import('./overrides'));
