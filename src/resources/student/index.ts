import School from '@mui/icons-material/School';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { studentResource } from './schema';

export const screens: readonly ScreenEntry[] = [
    listScreen(studentResource, {
        icon: School,
        label: 'app.menu.students',
        menu: { order: 30 },
        overrides: () => import('./overrides'),
    }),
];
