import EventNote from '@mui/icons-material/EventNote';
import { listScreen } from '../../screens/listScreen';
import { examPlannerResource } from './schema';

export const examPlannerScreen = listScreen(examPlannerResource, { icon: EventNote });
