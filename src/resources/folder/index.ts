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

export const folderScreens = [
    listScreen(coachFolderResource, { icon: Folder, overrides: overridesFor('coach') }),
    listScreen(studentFolderResource, { icon: Folder, overrides: overridesFor('student') }),
    listScreen(tbpFolderResource, { icon: Folder, overrides: overridesFor('tbp') }),
    listScreen(coachSubFolderResource, { icon: FolderOpen }),
    listScreen(studentSubFolderResource, { icon: FolderOpen }),
    listScreen(tbpSubFolderResource, { icon: FolderOpen }),
];
