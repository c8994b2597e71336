import { defineResource } from '../../shared/defineResource';
import { rest } from '../../shared/endpoints';
import { date, select, text } from '../../shared/fields';
import type { ResourceDeclaration } from '../../shared/types';

/** The fake API's action codes (server/domain/activity.ts) and how the log names them. */
const ACTIVITY_ACTIONS = [
    { id: 'sign_in', name: 'Sign in' },
    { id: 'sign_in_failed', name: 'Failed sign-in' },
    { id: 'login_as', name: 'Log in as' },
    { id: 'password_change', name: 'Password change' },
    { id: 'password_reset', name: 'Password reset' },
    { id: 'update', name: 'Edit' },
    { id: 'delete', name: 'Delete' },
    { id: 'status_change', name: 'Status change' },
    { id: 'restore', name: 'Restore' },
    { id: 'delete_forever', name: 'Delete forever' },
] as const;

/** Record kinds as the screens name them ("Exam planner", not "examPlanner"), translated like any choice. */
const recordTypes = (logged: readonly ResourceDeclaration[]) => [
    ...logged.map(decl => ({ id: decl.audit?.type ?? decl.name, name: decl.singular })),
    { id: 'resource', name: 'Resource' },
    { id: 'folder', name: 'Folder' },
    { id: 'sub_folder', name: 'Sub folder' },
    { id: 'user', name: 'Super admin' },
];

/**
 * The activity log: who did what to which record, and when. Read-only and
 * for the super-admin alone; an ordinary REST collection read through
 * ra-data-simple-rest (the `rest` list protocol), newest first. Its record
 * types are the declarations the fake API logs (`loggedByApi`), given by
 * ../declarations.ts, which lists this one after them.
 */
export const defineActivityResource = (logged: readonly ResourceDeclaration[]) =>
    defineResource({
        name: 'activity',
        title: 'Activity Log',
        singular: 'Activity',
        access: { superAdminOnly: true },
        // Not a spec call: an API without it has no Activity Log.
        extra: 'activity',
        api: { list: rest('/activity') },
        fields: {
            at: date({ label: 'Date', format: 'dd/MM/yyyy HH:mm:ss', readOnly: true, sortable: true }),
            action: select({ label: 'Action', choices: ACTIVITY_ACTIONS, readOnly: true, sortable: true }),
            actor_name: text({ label: 'Person', readOnly: true, sortable: true, searchable: true }),
            target_name: text({ label: 'Record', readOnly: true, sortable: true, searchable: true, emptyText: '—' }),
            target_type: select({ label: 'Record type', choices: recordTypes(logged), readOnly: true, emptyText: '—' }),
            detail: text({ label: 'Detail', readOnly: true, emptyText: '—' }),
        },
        list: {
            columns: ['at', 'action', 'actor_name', 'target_name', 'target_type', 'detail'],
            search: { placeholder: 'Search person' },
            defaultSort: { field: 'at', order: 'DESC' },
            filters: [
                { field: 'action', match: 'equals', label: 'Action' },
                { field: 'at', match: 'from', label: 'From' },
                { field: 'at', match: 'to', label: 'To' },
            ],
        },
    });
