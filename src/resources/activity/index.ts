import ManageSearch from '@mui/icons-material/ManageSearch';
import { listScreen } from '../../screens/listScreen';
import { activityResource } from '../declarations';

export const activityScreen = listScreen(activityResource, {
    icon: ManageSearch,
    label: 'app.menu.activity',
    menu: { order: 120 },
});
