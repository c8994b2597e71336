import CardMembership from '@mui/icons-material/CardMembership';
import { defineScreen } from '../screens';
import { subscriptionResource } from './schema';

export const subscriptionScreen = defineScreen(subscriptionResource, CardMembership, () => import('./overrides'));
