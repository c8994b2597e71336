import ManageSearch from '@mui/icons-material/ManageSearch';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { declarationNamed } from '../../shared/entities/declarations';

export const screens: readonly ScreenEntry[] = [
    listScreen(declarationNamed('activity'), {
        icon: ManageSearch,
        label: 'app.menu.activity',
        menu: { order: 120 },
    }),
];
