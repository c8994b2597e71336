import { taskListResource } from '../taskType/taskListResource.shared';

export const examPlannerResource = taskListResource({
    name: 'examPlanner',
    route: 'exam-planner',
    collection: 'exam_planners',
    title: 'Exam Planner',
    singular: 'Exam planner',
    basePath: '/exam-planner',
    searchPlaceholder: 'Find',
    addLabel: 'Add Exam Planner',
    addTitle: 'Add Exam Planner',
    editTitle: 'Edit Exam Planner',
    deleteConfirm: 'Are you sure you want to  delete tasktype ?',
});
