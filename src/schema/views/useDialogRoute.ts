import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { type RaRecord, useGetOne } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { DELETED_SEGMENT } from '../../shared/recordHistory';
import type { ResourceDeclaration } from '../../shared/types';

/**
 * What the part of the URL after a list's route asks for: nothing, the add modal, a record's modal (with its
 * history over it), or the list's recently deleted records.
 */
export type DialogTarget =
    | { kind: 'none' }
    | { kind: 'create' }
    | { kind: 'deleted' }
    | { kind: 'record'; id: string; view: boolean; history?: true };

/** `create`, `{id}` (edit) or `{id}/show` (view): react-admin's own URLs; `{id}/history`, `deleted`: the console's. */
export const dialogTargetOf = (rest: string | undefined): DialogTarget => {
    const path = (rest ?? '').replace(/\/+$/, '');
    if (!path) return { kind: 'none' };
    if (path === 'create') return { kind: 'create' };
    if (path === DELETED_SEGMENT) return { kind: 'deleted' };
    const match = /^([^/]+?)(\/show)?(\/history)?$/.exec(path);
    if (!match) return { kind: 'none' };
    const record = { kind: 'record', id: decodeURIComponent(match[1]), view: Boolean(match[2]) } as const;
    return match[3] ? { ...record, history: true } : record;
};

/**
 * The URL of a record's (or the add) modal, under the list's own path (its
 * route, or `route/{parent id}` for a list inside a parent record); the
 * list's page, sort and search stay in the query.
 */
export const dialogPath = (decl: ResourceDeclaration, record: Partial<RaRecord>, base = `/${decl.route}`): string => {
    if (record.id === undefined || record.id === null) return `${base}/create`;
    const id = encodeURIComponent(String(record.id));
    return decl.list.openAction === 'view' ? `${base}/${id}/show` : `${base}/${id}`;
};

const NEW_RECORD: Partial<RaRecord> = {};

/**
 * How long a row handed over by its list counts as the record's current state: long enough that the modal it
 * opens does not read it again (a live change or a save reloads the list, and an edit made meanwhile elsewhere
 * is refused by its version), short enough that a record reached later by Back or a link is read afresh.
 */
const ROW_FRESH_MS = 10_000;

/** Marks a modal opened from its list, so closing it is the browser's Back. */
const FROM_LIST = 'fromList';

/**
 * Every add, edit and view modal has its own URL (`/event/create`,
 * `/event/{id}`, `/general/coupon-code/{id}/show`): a reload or a pasted
 * link reopens it, Back closes it, and closing returns to the list with its
 * page, search and sort (kept in the query string throughout). The record
 * is the row the list handed over (not read again: waiting for it cost each
 * open a round trip), else from the data provider's getOne; a
 * declaration that reads one record (`api.view`) always reads it.
 */
export const useDialogRoute = (
    decl: ResourceDeclaration,
    base = `/${decl.route}`,
    newRecord: Partial<RaRecord> = NEW_RECORD,
    /** The list's permanent filter (a parent record), so a record is looked for among its siblings. */
    listFilter?: Record<string, unknown>,
) => {
    const params = useParams();
    const location = useLocation();
    const navigate = useNavigate();
    const target = dialogTargetOf(params['*']);
    const id = target.kind === 'record' ? target.id : undefined;
    const meta = useMemo(() => (listFilter ? { filter: listFilter } : undefined), [listFilter]);
    const rowIsRecord = !decl.api.view;
    const { data, error } = useGetOne(
        decl.route,
        { id: id ?? '', meta },
        { enabled: id !== undefined, retry: false, staleTime: rowIsRecord ? ROW_FRESH_MS : 0 },
    );

    const queryClient = useQueryClient();
    // Read when a modal opens or closes: `open` and `close` stay the same functions as the URL changes, so the
    // list's rows, which hold `open`, are not drawn again when a modal opens.
    const fromList = (location.state as Record<string, unknown> | null)?.[FROM_LIST] === true;
    const now = useRef({ search: location.search, navigate, fromList });
    useLayoutEffect(() => {
        now.current = { search: location.search, navigate, fromList };
    });
    const open = useCallback(
        (record: Partial<RaRecord>) => {
            // react-admin's getOne cache keeps the first copy of a row it saw: the row as the list shows it now.
            if (rowIsRecord && record.id !== undefined && record.id !== null)
                queryClient.setQueryData([decl.route, 'getOne', { id: String(record.id), meta }], record);
            now.current.navigate(
                { pathname: dialogPath(decl, record, base), search: now.current.search },
                { state: { [FROM_LIST]: true } },
            );
        },
        [decl, base, queryClient, rowIsRecord, meta],
    );
    const close = useCallback(() => {
        const { navigate: go, search, fromList: back } = now.current;
        if (back) go(-1);
        else go({ pathname: base, search }, { replace: true });
    }, [base]);
    const openDeleted = useCallback(
        () =>
            now.current.navigate(
                { pathname: `${base}/${DELETED_SEGMENT}`, search: now.current.search },
                { state: { [FROM_LIST]: true } },
            ),
        [base],
    );

    const record: Partial<RaRecord> | undefined =
        target.kind === 'create' ? newRecord : id !== undefined ? data : undefined;
    return {
        open,
        close,
        openDeleted,
        deleted: target.kind === 'deleted',
        covered: target.kind !== 'none',
        record,
        missing: id !== undefined && Boolean(error),
    };
};
