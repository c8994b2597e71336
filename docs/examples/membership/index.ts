import CardMembership from '@mui/icons-material/CardMembership';
import { listScreen } from '../../../src/screens/listScreen';
import type { ScreenEntry } from '../../../src/screens/types';
import { membershipResource } from './schema';

// Its custom pieces load with its screen, not before.
export const screens: readonly ScreenEntry[] = [
    listScreen(membershipResource, { icon: CardMembership, overrides: () => import('./overrides') }),
];
