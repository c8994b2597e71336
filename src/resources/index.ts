import ListAlt from '@mui/icons-material/ListAlt';
import { coachScreen } from './coach';
import { activityScreen } from './activity';
import { couponScreen } from './coupon';
import { declarations } from './declarations';
import { eventScreen } from './event';
import { gradeScreen } from './grade';
import { noticeScreen } from './notice';
import { noteScreen } from './note';
import { defineScreen, type Screen } from './screens';
import { subjectScreen } from './subject';
import { subscriptionScreen } from './subscription';
import { subscriptionHeaderScreen } from './subscriptionHeader';
import { tagScreen } from './tag';
import { taskTypeScreen } from './taskType';
import { examPlannerScreen } from './examPlanner';
import { subscriptionHistoryScreen } from './subscriptionHistory';
import { studentScreen } from './student';
import { coachLibraryScreen, studentLibraryScreen, tbpLibraryScreen } from './library';
import { folderScreens } from './folder';

/** Screens with an icon of their own or custom views. */
const customised: readonly Screen[] = [
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
 * A screen for every declaration: its own when it has one, otherwise the
 * generic one, so a new entity needs only its declaration. The sidebar's
 * order and labels are in layout/menuEntries.ts.
 */
export const screens: readonly Screen[] = declarations.map(
    decl => customised.find(screen => screen.decl === decl) ?? defineScreen(decl, ListAlt),
);
