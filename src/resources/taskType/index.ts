import Assignment from '@mui/icons-material/Assignment';
import { listScreen } from '../../screens/listScreen';
import { taskTypeResource } from './schema';

export const taskTypeScreen = listScreen(taskTypeResource, {
    icon: Assignment,
    label: 'app.menu.task_types',
    menu: { order: 80 },
});
