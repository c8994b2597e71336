import StickyNote2 from '@mui/icons-material/StickyNote2';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { noteResource } from './schema';

export const screens: readonly ScreenEntry[] = [listScreen(noteResource, { icon: StickyNote2 })];
