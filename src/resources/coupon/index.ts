import LocalOffer from '@mui/icons-material/LocalOffer';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { couponResource } from './schema';

export const screens: readonly ScreenEntry[] = [
    listScreen(couponResource, {
        icon: LocalOffer,
        label: 'app.menu.coupon_code',
        menu: { group: 'general', order: 5 },
        overrides: () => import('./overrides'),
    }),
];
