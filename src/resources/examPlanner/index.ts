import EventNote from '@mui/icons-material/EventNote';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { examPlannerResource } from './schema';

/** No menu link of its own (the spec's sidebar has none): filed under its sibling, task types. */
export const screens: readonly ScreenEntry[] = [
    listScreen(examPlannerResource, { icon: EventNote, menuHome: '/tasktype' }),
];
