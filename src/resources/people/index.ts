import { preloadable } from '../../schema/preloadable';
import type { ScreenEntry } from '../../screens/types';

/** A coach's or a student's profile page (`?of=student`); a coach's view opens its own (My Profile). */
export const screens: readonly ScreenEntry[] = [
    {
        path: '/edit-profile/:id',
        Component: preloadable(() => import('./ProfileEditPage').then(m => m.ProfileEditPage)),
        access: 'signedIn',
    },
];
