import School from '@mui/icons-material/School';
import { defineScreen } from '../screens';
import { gradeResource } from './schema';

export const gradeScreen = defineScreen(gradeResource, School);
