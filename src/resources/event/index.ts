import Event from '@mui/icons-material/Event';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { eventResource } from './schema';

export const screens: readonly ScreenEntry[] = [
    listScreen(eventResource, { icon: Event, label: 'app.menu.events', menu: { order: 50 } }),
];
