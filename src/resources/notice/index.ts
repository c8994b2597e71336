import Announcement from '@mui/icons-material/Announcement';
import { listScreen } from '../../screens/listScreen';
import { noticeResource } from './schema';

export const noticeScreen = listScreen(noticeResource, {
    icon: Announcement,
    label: 'app.menu.notice_board',
    menu: { order: 100 },
});
