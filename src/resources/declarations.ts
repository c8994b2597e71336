import type { ResourceDeclaration } from '../schema/types';
import { coachResource } from './coach/schema';
import { defineActivityResource } from './activity/schema';
import { loggedByApi } from '../schema/audit';
import { couponResource } from './coupon/schema';
import { eventResource } from './event/schema';
import { gradeResource } from './grade/schema';
import { noticeResource } from './notice/schema';
import { noteResource } from './note/schema';
import { subjectResource } from './subject/schema';
import { subscriptionResource } from './subscription/schema';
import { subscriptionHeaderResource } from './subscriptionHeader/schema';
import { tagResource } from './tag/schema';
import { taskTypeResource } from './taskType/schema';
import { examPlannerResource } from './examPlanner/schema';
import { subscriptionHistoryResource } from './subscriptionHistory/schema';
import { studentResource } from './student/schema';
import { coachLibraryResource, studentLibraryResource, tbpLibraryResource } from './library/schema';
import {
    coachFolderResource,
    coachSubFolderResource,
    studentFolderResource,
    studentSubFolderResource,
    tbpFolderResource,
    tbpSubFolderResource,
} from './folder/schema';

/**
 * Every declared entity, React-free: the data provider and the fake API read
 * this list. The screens (icons, custom views) are in ./index.ts.
 */
const recorded: readonly ResourceDeclaration[] = [
    eventResource,
    gradeResource,
    noticeResource,
    noteResource,
    subjectResource,
    tagResource,
    subscriptionHeaderResource,
    subscriptionResource,
    couponResource,
    taskTypeResource,
    examPlannerResource,
    subscriptionHistoryResource,
    coachResource,
    studentResource,
    coachLibraryResource,
    studentLibraryResource,
    tbpLibraryResource,
    coachFolderResource,
    studentFolderResource,
    tbpFolderResource,
    coachSubFolderResource,
    studentSubFolderResource,
    tbpSubFolderResource,
];

/** The activity log, whose record types are the declarations above that the API logs. */
export const activityResource = defineActivityResource(recorded.filter(loggedByApi));

export const declarations: readonly ResourceDeclaration[] = [...recorded, activityResource];
