import MenuBook from '@mui/icons-material/MenuBook';
import { listScreen } from '../../screens/listScreen';
import { subjectResource } from './schema';

export const subjectScreen = listScreen(subjectResource, {
    icon: MenuBook,
    label: 'app.menu.subjects',
    menu: { order: 60 },
});
