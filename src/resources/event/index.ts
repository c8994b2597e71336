import Event from '@mui/icons-material/Event';
import { listScreen } from '../../screens/listScreen';
import { eventResource } from './schema';

export const eventScreen = listScreen(eventResource, { icon: Event, label: 'app.menu.events', menu: { order: 50 } });
