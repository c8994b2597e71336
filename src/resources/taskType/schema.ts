import { taskListResource } from './taskListResource.shared';

export const taskTypeResource = taskListResource({
    name: 'tasktype',
    route: 'tasktype',
    collection: 'task_types',
    title: 'Task Types',
    singular: 'Task type',
    basePath: '/task_type',
    searchPlaceholder: 'Search',
    addLabel: 'Add',
    addTitle: 'Add Tasktype',
    editTitle: 'Edit Tasktype',
    deleteConfirm: 'Are you sure you want to  delete this task type ?',
});
