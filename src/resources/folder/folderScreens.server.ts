import type { Request, RequestHandler } from 'express';
import { AUDIENCES, type Audience } from '../library/audiences.shared';
import { folderAt, folderServes } from '../library/access.server';
import { flag } from '../../../server/http/formValues';
import { type Permission, permittedAny } from '../../../server/http/permits';
import type { StoredRecord } from '../../../server/store/dbFile';
import type { Store } from '../../../server/store/store';

const bodyOf = (req: Request): Record<string, unknown> => (req.body ?? {}) as Record<string, unknown>;

/** The audiences a folder shows in: its own, or every one an "all" or "both" folder serves. */
const audiencesOf = (row: StoredRecord | undefined): Audience[] =>
    row ? AUDIENCES.filter(audience => folderServes(row, audience)) : [];

const on = (audiences: readonly Audience[], screen: 'Folder' | 'SubFolder' | 'Library', ...actions: string[]) =>
    audiences.flatMap(audience => actions.map(action => ({ screen: `${audience}${screen}`, action })));

/** A handler judging a staff session by the screens a request names, documented with every screen it may name. */
const judged = (of: (req: Request) => Permission[], possible: Permission[]): RequestHandler =>
    permittedAny(of, possible);

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
    const written = (action: string): RequestHandler =>
        judged(
            req => {
                const body = bodyOf(req);
                const row = stored(req);
                if (row) return on(audiencesOf(row), row.has_parent === true ? 'SubFolder' : 'Folder', action);
                // An add: a sub folder in its parent's audiences, a folder in those of the type it names.
                if (flag(body.has_parent) === true)
                    return on(audiencesOf(folderAt(store, body.parent_category)), 'SubFolder', action);
                return on(audiencesOf({ _id: '', resource_type: body.resource_type }), 'Folder', action);
            },
            [...on(AUDIENCES, 'Folder', action), ...on(AUDIENCES, 'SubFolder', action)],
        );
    return {
        folderList: judged(req => on(named(bodyOf(req).type), 'Folder', 'list'), on(AUDIENCES, 'Folder', 'list')),
        subFolderList: judged(
            req => on(audiencesOf(stored(req)), 'SubFolder', 'list'),
            on(AUDIENCES, 'SubFolder', 'list'),
        ),
        parentRead: judged(
            req => [
                ...on(audiencesOf(stored(req)), 'SubFolder', 'list'),
                ...on(audiencesOf(stored(req)), 'Folder', 'list'),
            ],
            [...on(AUDIENCES, 'SubFolder', 'list'), ...on(AUDIENCES, 'Folder', 'list')],
        ),
        subFolderAdd: judged(
            req => on(audiencesOf(stored(req)), 'SubFolder', 'add'),
            on(AUDIENCES, 'SubFolder', 'add'),
        ),
        folderPicker: judged(
            req => [
                ...on(named(req.params.role), 'Folder', 'list'),
                ...on(named(req.params.role), 'Library', 'add', 'edit'),
            ],
            [...on(AUDIENCES, 'Folder', 'list'), ...on(AUDIENCES, 'Library', 'add', 'edit')],
        ),
        subFolderPicker: judged(
            req => [
                ...on(audiencesOf(stored(req)), 'SubFolder', 'list'),
                ...on(audiencesOf(stored(req)), 'Library', 'add', 'edit'),
            ],
            [...on(AUDIENCES, 'SubFolder', 'list'), ...on(AUDIENCES, 'Library', 'add', 'edit')],
        ),
        written,
    };
};
export type FolderScreens = ReturnType<typeof folderScreens>;
