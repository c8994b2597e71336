import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import { listScreen } from '../../screens/listScreen';
import { coachResource } from './schema';

export const coachScreen = listScreen(coachResource, {
    icon: SupervisorAccount,
    label: 'app.menu.coaches',
    menu: { order: 40 },
    overrides: () => import('./overrides'),
});
