import Folder from '@mui/icons-material/Folder';
import FolderOpen from '@mui/icons-material/FolderOpen';
import { listScreen } from '../../screens/listScreen';
import {
    coachFolderResource,
    coachSubFolderResource,
    studentFolderResource,
    studentSubFolderResource,
    tbpFolderResource,
    tbpSubFolderResource,
} from './schema';

const overridesFor = (audience: 'coach' | 'student' | 'tbp') => () =>
    import('./overrides').then(m => m.folderOverrides(audience));

/** A coach keeps folders for coaches and students (its own, beside the super-admin's); TBP's are the product's. */
export const folderScreens = [
    listScreen(coachFolderResource, { icon: Folder, overrides: overridesFor('coach'), access: 'signedIn' }),
    listScreen(studentFolderResource, { icon: Folder, overrides: overridesFor('student'), access: 'signedIn' }),
    listScreen(tbpFolderResource, { icon: Folder, overrides: overridesFor('tbp') }),
    listScreen(coachSubFolderResource, { icon: FolderOpen, access: 'signedIn' }),
    listScreen(studentSubFolderResource, { icon: FolderOpen, access: 'signedIn' }),
    listScreen(tbpSubFolderResource, { icon: FolderOpen }),
];
