import Label from '@mui/icons-material/Label';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { tagResource } from './schema';

export const screens: readonly ScreenEntry[] = [
    listScreen(tagResource, { icon: Label, label: 'app.menu.tags', menu: { order: 90 } }),
];
