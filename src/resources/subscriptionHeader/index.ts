import Title from '@mui/icons-material/Title';
import { defineScreen } from '../screens';
import { subscriptionHeaderResource } from './schema';

export const subscriptionHeaderScreen = defineScreen(subscriptionHeaderResource, Title);
