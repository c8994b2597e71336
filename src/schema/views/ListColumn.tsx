import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { createElement } from 'react';
import {
    DataTable,
    DataTableClasses,
    type DataTableColumnProps,
    type RaRecord,
    type SortPayload,
    useDataTableCallbacksContext,
    useDataTableRenderContext,
    useDataTableSortContext,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { valueAt } from '../../shared/values';

/**
 * A column's cell in a row: what react-admin's DataTableCell shows (`children`, else `render`, else `field`, else
 * the value at `source`), with its class names, in MUI's TableCell (a hand-drawn cell did not pay: docs/ui-kit.md).
 */
const BodyCell = ({ source, render, field, children, className, cellClassName }: DataTableColumnProps<RaRecord>) => {
    const record = useRecordContext();
    const value = record && source ? valueAt(record, source) : undefined;
    const classes = [DataTableClasses.rowCell, className, cellClassName, `column-${source}`];
    return (
        <TableCell className={classes.filter(Boolean).join(' ')}>
            {children ??
                (render
                    ? record && render(record)
                    : field
                      ? createElement(field, { source })
                      : value != null
                        ? String(value)
                        : null)}
        </TableCell>
    );
};

const OPPOSITE: Record<SortPayload['order'], SortPayload['order']> = { ASC: 'DESC', DESC: 'ASC' };

/**
 * A sortable column's head: react-admin's head cell (MUI's TableSortLabel, "Sort by …" as its hint), its hint
 * shown by the list's one hint layer rather than a Tooltip a column, and `aria-sort` while it sorts the list.
 */
const SortHead = ({ source, label, className }: { source: string; label: string; className?: string }) => {
    const translate = useTranslate();
    const sort = useDataTableSortContext();
    const { handleSort } = useDataTableCallbacksContext();
    const active = sort?.field === source;
    const ascending = sort?.order === 'ASC';
    const title = translate(label, { _: label });
    const hint = translate('ra.sort.sort_by', {
        field: title,
        field_lower_first: title.charAt(0).toLowerCase() + title.slice(1),
        order: translate(`ra.sort.${active ? OPPOSITE[sort.order] : 'ASC'}`),
        _: translate('ra.action.sort'),
    });
    return (
        <TableCell
            variant="head"
            className={[DataTableClasses.headerCell, className, `column-${source}`].filter(Boolean).join(' ')}
            aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}
        >
            <TableSortLabel
                active={active}
                direction={ascending ? 'asc' : 'desc'}
                data-field={source}
                data-order="ASC"
                data-hint={hint}
                onClick={handleSort}
            >
                {title}
            </TableSortLabel>
        </TableCell>
    );
};

/** A column's head (or foot): the sort head above when it sorts, else react-admin's. */
const HeadCell = ({ context, ...props }: DataTableColumnProps<RaRecord> & { context: string | undefined }) => {
    const { handleSort } = useDataTableCallbacksContext();
    const { source, label, disableSort, headerClassName } = props;
    if (context === 'header' && handleSort && !disableSort && source && typeof label === 'string')
        return <SortHead source={source} label={label} className={headerClassName} />;
    return <DataTable.Col {...props} />;
};

/**
 * A list's column: react-admin's DataTable column. A row's cells read no list state: a sort or a page change draws
 * the head at once and the rows only when the new ones come.
 */
export const ListColumn = (props: DataTableColumnProps<RaRecord>) => {
    const context = useDataTableRenderContext();
    if (context === 'data') return <BodyCell {...props} />;
    return <HeadCell {...props} context={context} />;
};
