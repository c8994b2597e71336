import EventNote from '@mui/icons-material/EventNote';
import { defineScreen } from '../screens';
import { examPlannerResource } from './schema';

export const examPlannerScreen = defineScreen(examPlannerResource, EventNote);
