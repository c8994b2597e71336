import StickyNote2 from '@mui/icons-material/StickyNote2';
import { listScreen } from '../../screens/listScreen';
import { noteResource } from './schema';

export const noteScreen = listScreen(noteResource, { icon: StickyNote2 });
