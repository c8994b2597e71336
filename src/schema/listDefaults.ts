import type { ResourceDeclaration } from '../shared/types';

/** Rows per page of every list screen (spec part 1: ten a page). */
export const LIST_PER_PAGE = 10;

/** A list's search box's name, with the list's records in words (engine text, translated by its English). */
export const SEARCH_LABEL = 'Search %{items}';

/** A list's order before the user sorts: the declaration's, else the server's own (newest first). */
export const listSortOf = (decl: ResourceDeclaration): { field: string; order: 'ASC' | 'DESC' } =>
    decl.list.defaultSort ?? { field: '', order: 'DESC' };

/**
 * What react-admin asks the data provider for when a list screen opens
 * without page, sort or search in its URL; the boot code asks for the same
 * list before react-admin has loaded (src/boot).
 */
export const firstListParams = (decl: ResourceDeclaration) => ({
    pagination: { page: 1, perPage: LIST_PER_PAGE },
    sort: listSortOf(decl),
    filter: {},
});
