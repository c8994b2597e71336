import AutoStories from '@mui/icons-material/AutoStories';
import CoPresent from '@mui/icons-material/CoPresent';
import LocalLibrary from '@mui/icons-material/LocalLibrary';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { coachLibraryResource, studentLibraryResource, tbpLibraryResource } from './schema';

export const screens: readonly ScreenEntry[] = [
    listScreen(coachLibraryResource, {
        icon: CoPresent,
        label: 'app.menu.coach_resources',
        menu: { group: 'resources', order: 1 },
        // Coaches use the coach and student libraries for their own items (spec part 2, section 1); TBP is the product's.
        access: 'signedIn',
        overrides: () => import('./overrides').then(m => m.libraryOverrides()),
    }),
    listScreen(studentLibraryResource, {
        icon: LocalLibrary,
        label: 'app.menu.student_resources',
        menu: { group: 'resources', order: 2 },
        access: 'signedIn',
        overrides: () => import('./overrides').then(m => m.libraryOverrides()),
    }),
    listScreen(tbpLibraryResource, {
        icon: AutoStories,
        label: 'app.menu.tbp_resources',
        menu: { group: 'resources', order: 3 },
        overrides: () => import('./overrides').then(m => m.libraryOverrides()),
    }),
];
