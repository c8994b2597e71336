import { listScreen } from '../screens/listScreen';
import type { ScreenEntry } from '../screens/types';
import { activityScreen } from './activity';
import { coachScreen } from './coach';
import { couponScreen } from './coupon';
import { declarations } from './declarations';
import { eventScreen } from './event';
import { examPlannerScreen } from './examPlanner';
import { folderScreens } from './folder';
import { gradeScreen } from './grade';
import { coachLibraryScreen, studentLibraryScreen, tbpLibraryScreen } from './library';
import { noteScreen } from './note';
import { noticeScreen } from './notice';
import { profileEditScreen } from './people';
import { studentScreen } from './student';
import { subjectScreen } from './subject';
import { packageEditScreen, subscriptionScreen } from './subscription';
import { subscriptionHeaderScreen } from './subscriptionHeader';
import { subscriptionHistoryScreen } from './subscriptionHistory';
import { tagScreen } from './tag';
import { taskTypeScreen } from './taskType';

/** The entities' screens with an icon, a menu place or custom views of their own. */
const own: readonly ScreenEntry[] = [
    eventScreen,
    gradeScreen,
    noticeScreen,
    noteScreen,
    subjectScreen,
    tagScreen,
    subscriptionHeaderScreen,
    subscriptionScreen,
    couponScreen,
    taskTypeScreen,
    examPlannerScreen,
    subscriptionHistoryScreen,
    coachScreen,
    studentScreen,
    coachLibraryScreen,
    studentLibraryScreen,
    tbpLibraryScreen,
    ...folderScreens,
    activityScreen,
];

/**
 * The entities' registry entries: a list screen for every declaration (its
 * own entry when it has one, else the generic list at its route, outside the
 * menus), then the pages of one record.
 */
export const resourceScreens: readonly ScreenEntry[] = [
    ...declarations.map(decl => own.find(screen => screen.resource === decl) ?? listScreen(decl)),
    profileEditScreen,
    packageEditScreen,
];
