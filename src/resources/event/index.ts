import Event from '@mui/icons-material/Event';
import { defineScreen } from '../screens';
import { eventResource } from './schema';

export const eventScreen = defineScreen(eventResource, Event);
