import TableCell from '@mui/material/TableCell';
import type { TableSortLabelProps } from '@mui/material/TableSortLabel';
import type { Theme } from '@mui/material/styles';
import deepmerge from '@mui/utils/deepmerge';
import {
    DataTableClasses,
    type SortPayload,
    useDataTableCallbacksContext,
    useDataTableSortContext,
    useTranslate,
} from 'react-admin';
import { lightButton } from './lightControls';
import { themeDefaults, themeOverrides } from './themeParts';

/** The class of a column's sort button in the list's head, drawn by `sortButtonLook`. */
const SORT_BUTTON = 'list-sort-button';

// MUI's ArrowDownward, the sort label's arrow.
const ARROW = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';

const OPPOSITE: Record<SortPayload['order'], SortPayload['order']> = { ASC: 'DESC', DESC: 'ASC' };

/**
 * MUI's table sort label as CSS for a plain button: the label and an arrow that shows faintly under the pointer
 * and fully on the sorted column, pointing down for descending, up for ascending; the label in the secondary text
 * colour while pointed at or focused (the theme rings it for the keyboard). Then the theme's TableSortLabel
 * overrides (root and icon, the sorted column's after), as MUI puts them after its own; its `hideSortIcon` default
 * hides the arrow of the columns not sorted by.
 */
export const sortButtonLook = (theme: Theme) => {
    const { hideSortIcon = false } = themeDefaults<TableSortLabelProps>(theme, 'MuiTableSortLabel');
    const owner = (active: boolean) => ({ active, direction: 'asc', hideSortIcon });
    const look = {
        ...lightButton,
        justifyContent: 'flex-start',
        flexDirection: 'inherit',
        padding: 0,
        font: 'inherit',
        letterSpacing: 'inherit',
        lineHeight: 'inherit',
        textAlign: 'inherit' as const,
        color: 'inherit',
        '&:focus, &:hover': { color: theme.palette.text.secondary },
        '&:hover svg': { opacity: 0.5 },
        '& svg': deepmerge(
            {
                width: '1em',
                height: '1em',
                fontSize: 18,
                margin: '0 4px',
                fill: 'currentColor',
                flexShrink: 0,
                opacity: 0,
                transition: theme.transitions.create(['opacity', 'transform'], {
                    duration: theme.transitions.duration.shorter,
                }),
            },
            themeOverrides(theme, 'MuiTableSortLabel', 'icon', owner(false)),
        ),
        '&.asc svg': { transform: 'rotate(180deg)' },
        ...(hideSortIcon && { '&:not(.active) svg': { display: 'none' } }),
        '&.active': deepmerge(
            { color: theme.palette.text.primary, '& svg': { opacity: 1, color: theme.palette.text.secondary } },
            themeOverrides(theme, 'MuiTableSortLabel', 'root', owner(true)),
        ),
    };
    return { [`& .${SORT_BUTTON}`]: deepmerge(look, themeOverrides(theme, 'MuiTableSortLabel', 'root', owner(false))) };
};

/**
 * A sortable column's head: react-admin's (the label, a sort arrow, "Sort by …" named by the list's hint layer,
 * and the header cell's `aria-sort` while it sorts the list), a plain button where react-admin's has MUI's
 * TableSortLabel in a Tooltip (about 100 React hooks a column).
 */
export const SortHead = ({ source, label, className }: { source: string; label: string; className?: string }) => {
    const translate = useTranslate();
    const sort = useDataTableSortContext();
    const { handleSort } = useDataTableCallbacksContext();
    const active = sort?.field === source;
    // As react-admin's: the arrow points the list's way, shown fully on the sorted column.
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
            <button
                type="button"
                className={[SORT_BUTTON, active && 'active', ascending ? 'asc' : 'desc'].filter(Boolean).join(' ')}
                data-field={source}
                data-order="ASC"
                data-hint={hint}
                onClick={handleSort}
            >
                {title}
                <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                    <path d={ARROW} />
                </svg>
            </button>
        </TableCell>
    );
};
