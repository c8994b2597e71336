import School from '@mui/icons-material/School';
import { defineScreen } from '../screens';
import { studentResource } from './schema';

export const studentScreen = defineScreen(studentResource, School, () => import('./overrides'));
