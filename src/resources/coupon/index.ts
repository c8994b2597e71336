import LocalOffer from '@mui/icons-material/LocalOffer';
import { defineScreen } from '../screens';
import { couponResource } from './schema';

export const couponScreen = defineScreen(couponResource, LocalOffer, () => import('./overrides'));
