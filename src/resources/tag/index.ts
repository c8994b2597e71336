import Label from '@mui/icons-material/Label';
import { listScreen } from '../../screens/listScreen';
import { tagResource } from './schema';

export const tagScreen = listScreen(tagResource, { icon: Label, label: 'app.menu.tags', menu: { order: 90 } });
