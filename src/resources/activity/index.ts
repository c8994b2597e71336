import ManageSearch from '@mui/icons-material/ManageSearch';
import { defineScreen } from '../screens';
import { activityResource } from './schema';

export const activityScreen = defineScreen(activityResource, ManageSearch);
