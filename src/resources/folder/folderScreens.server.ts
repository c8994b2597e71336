import type { Request } from 'express';
import { AUDIENCES, type Audience } from '../library/audiences.shared';
import { folderAt, folderServes } from '../library/access.server';
import { flag } from '../../../server/http/formValues';
import type { Permission } from '../../../server/http/permits';
import type { StoredRecord } from '../../../server/store/dbFile';
import type { Store } from '../../../server/store/store';

const bodyOf = (req: Request): Record<string, unknown> => (req.body ?? {}) as Record<string, unknown>;

/** The audiences a folder shows in: its own, or every one an "all" or "both" folder serves. */
const audiencesOf = (row: StoredRecord | undefined): Audience[] =>
    row ? AUDIENCES.filter(audience => folderServes(row, audience)) : [];

type Screens = (req: Request) => Permission[];
const on = (audiences: readonly Audience[], screen: 'Folder' | 'SubFolder' | 'Library', ...actions: string[]) =>
    audiences.flatMap(audience => actions.map(action => ({ screen: `${audience}${screen}`, action })));

/**
 * The screens a folder call serves, judged by the one the staff member sees: a sub folder list by the sub folder
 * screens, a library form's folder pickers by that library's add and edit, a folder every audience shares by any
 * of their screens.
 */
export const folderScreens = (store: Store) => {
    const stored = (req: Request) => folderAt(store, req.params.id);
    const named = (type: unknown): Audience[] => {
        const audience = String(type ?? 'coach');
        return (AUDIENCES as readonly string[]).includes(audience) ? [audience as Audience] : ['coach'];
    };
    const written =
        (action: string): Screens =>
        req => {
            const body = bodyOf(req);
            const row =
                stored(req) ?? (flag(body.has_parent) === true ? folderAt(store, body.parent_category) : undefined);
            const sub = row ? row.has_parent === true || req.params.id === undefined : false;
            if (row) return on(audiencesOf(row), sub ? 'SubFolder' : 'Folder', action);
            return on(audiencesOf({ _id: '', resource_type: body.resource_type }), 'Folder', action);
        };
    return {
        folderList: (req: Request) => on(named(bodyOf(req).type), 'Folder', 'list'),
        subFolderList: (req: Request) => on(audiencesOf(stored(req)), 'SubFolder', 'list'),
        parentRead: (req: Request) => [
            ...on(audiencesOf(stored(req)), 'SubFolder', 'list'),
            ...on(audiencesOf(stored(req)), 'Folder', 'list'),
        ],
        subFolderAdd: (req: Request) => on(audiencesOf(stored(req)), 'SubFolder', 'add'),
        folderPicker: (req: Request) => [
            ...on(named(req.params.role), 'Folder', 'list'),
            ...on(named(req.params.role), 'Library', 'add', 'edit'),
        ],
        subFolderPicker: (req: Request) => [
            ...on(audiencesOf(stored(req)), 'SubFolder', 'list'),
            ...on(audiencesOf(stored(req)), 'Library', 'add', 'edit'),
        ],
        written,
    };
};
export type FolderScreens = ReturnType<typeof folderScreens>;
