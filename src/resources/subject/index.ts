import MenuBook from '@mui/icons-material/MenuBook';
import { defineScreen } from '../screens';
import { subjectResource } from './schema';

export const subjectScreen = defineScreen(subjectResource, MenuBook);
