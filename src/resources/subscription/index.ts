import CardMembership from '@mui/icons-material/CardMembership';
import { listScreen } from '../../screens/listScreen';
import { preloadable } from '../../schema/preloadable';
import type { ScreenEntry } from '../../screens/types';
import { subscriptionResource } from './schema';

export const screens: readonly ScreenEntry[] = [
    listScreen(subscriptionResource, {
        icon: CardMembership,
        label: 'app.menu.subscription',
        menu: { group: 'general', order: 1 },
        overrides: () => import('./overrides'),
    }),
    // The older package edit page, reached from a package's row.
    {
        path: '/edit-subscription/:id',
        Component: preloadable(() => import('./PackageEditPage').then(m => m.PackageEditPage)),
        access: 'superAdmin',
    },
];
