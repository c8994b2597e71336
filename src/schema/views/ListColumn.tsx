import TableCell from '@mui/material/TableCell';
import { createElement } from 'react';
import {
    DataTable,
    DataTableClasses,
    type DataTableColumnProps,
    type RaRecord,
    useDataTableRenderContext,
    useDataTableSortContext,
    useRecordContext,
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

/** A column's head: react-admin's, telling assistive technology which way the list is sorted by it. */
const HeadCell = (props: DataTableColumnProps<RaRecord>) => {
    const sort = useDataTableSortContext();
    const sorted = sort?.field === props.source && !props.disableSort;
    return <DataTable.Col {...props} sortDirection={sorted ? (sort.order === 'ASC' ? 'asc' : 'desc') : false} />;
};

/**
 * A list's column: react-admin's DataTable column. A row's cells read no list state: a sort or a page change draws
 * the head at once and the rows only when the new ones come.
 */
export const ListColumn = (props: DataTableColumnProps<RaRecord>) => {
    const context = useDataTableRenderContext();
    if (context === 'data') return <BodyCell {...props} />;
    return <HeadCell {...props} />;
};
