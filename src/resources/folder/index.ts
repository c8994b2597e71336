import Folder from '@mui/icons-material/Folder';
import FolderOpen from '@mui/icons-material/FolderOpen';
import { listScreen } from '../../screens/listScreen';
import type { ScreenEntry } from '../../screens/types';
import { type Audience, LIBRARY_ROUTE } from '../library/audiences.shared';
import {
    coachFolderResource,
    coachSubFolderResource,
    studentFolderResource,
    studentSubFolderResource,
    tbpFolderResource,
    tbpSubFolderResource,
} from './schema';

const overridesFor = (audience: Audience) => () => import('./overrides').then(m => m.folderOverrides(audience));
/** Folder and sub folder lists are filed under their library in the menus. */
const homeOf = (audience: Audience) => `/${LIBRARY_ROUTE[audience]}`;

/** A coach keeps folders for coaches and students (its own, beside the super-admin's); TBP's are the product's. */
export const screens: readonly ScreenEntry[] = [
    listScreen(coachFolderResource, {
        icon: Folder,
        overrides: overridesFor('coach'),
        menuHome: homeOf('coach'),
        access: 'signedIn',
    }),
    listScreen(studentFolderResource, {
        icon: Folder,
        overrides: overridesFor('student'),
        menuHome: homeOf('student'),
        access: 'signedIn',
    }),
    listScreen(tbpFolderResource, { icon: Folder, overrides: overridesFor('tbp'), menuHome: homeOf('tbp') }),
    listScreen(coachSubFolderResource, { icon: FolderOpen, menuHome: homeOf('coach'), access: 'signedIn' }),
    listScreen(studentSubFolderResource, { icon: FolderOpen, menuHome: homeOf('student'), access: 'signedIn' }),
    listScreen(tbpSubFolderResource, { icon: FolderOpen, menuHome: homeOf('tbp') }),
];
