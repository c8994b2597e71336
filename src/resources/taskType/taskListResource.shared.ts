import { defineResource } from '../../shared/defineResource';
import { post, wholeList } from '../../shared/endpoints';
import { createdAt, multiline, text } from '../../shared/fields';
import { ACTIONS } from '../../shared/types';

export interface TaskListOptions {
    name: string;
    route: string;
    collection: string;
    title: string;
    singular: string;
    /** The API's prefix: `/task_type` gives `/task_type/alldetails`, `/task_type/add`, ... */
    basePath: string;
    searchPlaceholder: string;
    addLabel: string;
    addTitle: string;
    editTitle: string;
    deleteConfirm: string;
}

/**
 * Task types and the exam planner share one shape (spec part 2, section 2):
 * the whole list by POST {userId, search}, paged, sorted and searched in the
 * browser; one required task_type and a description; every call a POST; rows
 * with task_id 1 belong to the product and are never changed.
 */
export const taskListResource = (o: TaskListOptions) => {
    const saved = ['id', 'task_type', 'description'];
    return defineResource({
        name: o.name,
        route: o.route,
        collection: o.collection,
        title: o.title,
        singular: o.singular,
        api: {
            list: wholeList(post(`${o.basePath}/alldetails`, { send: ['userId', 'search'] })),
            create: post(`${o.basePath}/add`, { send: saved }),
            update: post(`${o.basePath}/edit/:id`, { send: saved }),
            delete: post(`${o.basePath}/delete/:id`),
        },
        fields: {
            task_type: text({
                label: 'Task Type',
                required: 'Please Enter Task Type',
                sortable: true,
                searchable: true,
            }),
            description: multiline({ label: 'Description', sortable: true, searchable: true }),
            created_at: createdAt(),
        },
        list: {
            columns: ['task_type', 'description', 'created_at', ACTIONS],
            search: { placeholder: o.searchPlaceholder },
            addLabel: o.addLabel,
        },
        access: { protectedWhen: { field: 'task_id', op: 'eq', value: 1 } },
        form: { addTitle: o.addTitle, editTitle: o.editTitle },
        confirm: { delete: o.deleteConfirm },
    });
};
