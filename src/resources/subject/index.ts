import MenuBook from '@mui/icons-material/MenuBook';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { subjectResource } from './schema';

export const screens: readonly ScreenEntry[] = [
    listScreen(subjectResource, {
        icon: MenuBook,
        label: 'app.menu.subjects',
        menu: { order: 60 },
    }),
];
