import School from '@mui/icons-material/School';
import { listScreen } from '../../screens/listScreen';
import { gradeResource } from './schema';

export const gradeScreen = listScreen(gradeResource, { icon: School });
