import School from '@mui/icons-material/School';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { gradeResource } from './schema';

export const screens: readonly ScreenEntry[] = [listScreen(gradeResource, { icon: School })];
