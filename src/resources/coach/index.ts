import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import { defineScreen } from '../screens';
import { coachResource } from './schema';

export const coachScreen = defineScreen(coachResource, SupervisorAccount, () => import('./overrides'));
