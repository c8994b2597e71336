import Stairs from '@mui/icons-material/Stairs';
import { listScreen } from '../../../src/screens/listScreen';
import type { ScreenEntry } from '../../../src/screens/types';
import { levelResource } from './schema';

export const screens: readonly ScreenEntry[] = [listScreen(levelResource, { icon: Stairs })];
