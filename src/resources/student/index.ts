import School from '@mui/icons-material/School';
import { listScreen } from '../../screens/listScreen';
import { studentResource } from './schema';

export const studentScreen = listScreen(studentResource, {
    icon: School,
    label: 'app.menu.students',
    menu: { order: 30 },
    overrides: () => import('./overrides'),
});
