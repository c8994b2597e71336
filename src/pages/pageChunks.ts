import { type Preloadable, preloadable } from '../boot/preloadable';

/** A console page with a chunk of its own. */
export interface PageChunk {
    path: string;
    Page: Preloadable<object>;
}

const ProfilePage = preloadable(() => import('./profile/ProfilePage').then(m => m.ProfilePage));

/**
 * The pages inside the console's layout that load on first visit. Kept free
 * of react-admin so the boot code (src/boot) can start the current page's
 * chunk together with the console's; src/pages/routes.tsx makes the routes.
 */
export const layoutPages: readonly PageChunk[] = [
    { path: '/resetpassword', Page: preloadable(() => import('./account/ChangePasswordPage').then(m => m.ChangePasswordPage)) },
    // Route matching ignores case, so this also serves /general/Profile.
    { path: '/general/profile', Page: ProfilePage },
    { path: '/profile', Page: ProfilePage },
    {
        path: '/edit-profile/:id',
        Page: preloadable(() => import('../resources/people/ProfileEditPage').then(m => m.ProfileEditPage)),
    },
    {
        path: '/edit-subscription/:id',
        Page: preloadable(() => import('../resources/subscription/PackageEditPage').then(m => m.PackageEditPage)),
    },
];
