import Announcement from '@mui/icons-material/Announcement';
import { defineScreen } from '../screens';
import { noticeResource } from './schema';

export const noticeScreen = defineScreen(noticeResource, Announcement);
