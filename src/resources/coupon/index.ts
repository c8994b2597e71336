import LocalOffer from '@mui/icons-material/LocalOffer';
import { listScreen } from '../../screens/listScreen';
import { couponResource } from './schema';

export const couponScreen = listScreen(couponResource, {
    icon: LocalOffer,
    label: 'app.menu.coupon_code',
    menu: { group: 'general', order: 5 },
    overrides: () => import('./overrides'),
});
