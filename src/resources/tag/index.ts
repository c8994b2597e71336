import Label from '@mui/icons-material/Label';
import { defineScreen } from '../screens';
import { tagResource } from './schema';

export const tagScreen = defineScreen(tagResource, Label);
