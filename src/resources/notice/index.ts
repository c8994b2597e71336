import Announcement from '@mui/icons-material/Announcement';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { noticeResource } from './schema';

export const screens: readonly ScreenEntry[] = [
    listScreen(noticeResource, {
        icon: Announcement,
        label: 'app.menu.notice_board',
        menu: { order: 100 },
    }),
];
