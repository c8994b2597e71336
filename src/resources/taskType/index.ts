import Assignment from '@mui/icons-material/Assignment';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { taskTypeResource } from './schema';

export const screens: readonly ScreenEntry[] = [
    listScreen(taskTypeResource, {
        icon: Assignment,
        label: 'app.menu.task_types',
        menu: { order: 80 },
    }),
];
