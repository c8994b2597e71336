import Folder from '@mui/icons-material/Folder';
import FolderOpen from '@mui/icons-material/FolderOpen';
import { defineScreen } from '../screens';
import {
    coachFolderResource,
    coachSubFolderResource,
    studentFolderResource,
    studentSubFolderResource,
    tbpFolderResource,
    tbpSubFolderResource,
} from './schema';

const overridesFor = (audience: 'coach' | 'student' | 'tbp') => () => import('./overrides').then(m => m.folderOverrides(audience));

export const folderScreens = [
    defineScreen(coachFolderResource, Folder, overridesFor('coach')),
    defineScreen(studentFolderResource, Folder, overridesFor('student')),
    defineScreen(tbpFolderResource, Folder, overridesFor('tbp')),
    defineScreen(coachSubFolderResource, FolderOpen),
    defineScreen(studentSubFolderResource, FolderOpen),
    defineScreen(tbpSubFolderResource, FolderOpen),
];
