import Assignment from '@mui/icons-material/Assignment';
import { defineScreen } from '../screens';
import { taskTypeResource } from './schema';

export const taskTypeScreen = defineScreen(taskTypeResource, Assignment);
