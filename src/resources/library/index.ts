import AutoStories from '@mui/icons-material/AutoStories';
import CoPresent from '@mui/icons-material/CoPresent';
import LocalLibrary from '@mui/icons-material/LocalLibrary';
import { defineScreen } from '../screens';
import { coachLibraryResource, studentLibraryResource, tbpLibraryResource } from './schema';

export const coachLibraryScreen = defineScreen(coachLibraryResource, CoPresent, () => import('./overrides').then(m => m.libraryOverrides('coach')));
export const studentLibraryScreen = defineScreen(studentLibraryResource, LocalLibrary, () => import('./overrides').then(m => m.libraryOverrides('student')));
export const tbpLibraryScreen = defineScreen(tbpLibraryResource, AutoStories, () => import('./overrides').then(m => m.libraryOverrides('tbp')));
