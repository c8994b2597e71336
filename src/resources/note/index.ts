import StickyNote2 from '@mui/icons-material/StickyNote2';
import { defineScreen } from '../screens';
import { noteResource } from './schema';

export const noteScreen = defineScreen(noteResource, StickyNote2);
