import { alpha, type CSSObject, darken, lighten, type Theme } from '@mui/material/styles';
import type { TableCellProps } from '@mui/material/TableCell';
import deepmerge from '@mui/utils/deepmerge';
import type { ReactNode } from 'react';
import { themeDefaults, themeOverrides } from './themeParts';

/** The class of a list's body cell, drawn by `listCellLook`. */
export const LIST_CELL = 'list-cell';

/** A body cell's padding in MUI's table: a small table's (react-admin's), unless the theme's defaults say otherwise. */
const cellPadding = ({ size = 'small', padding = 'normal' }: Pick<TableCellProps, 'size' | 'padding'>) => {
    if (padding === 'none') return '0px';
    return size === 'medium' ? '16px' : '6px 16px';
};

/**
 * MUI's small body TableCell as CSS for a plain `td`: the body text, the divider line below, 6 px by 16 px of
 * padding (the list's layout then narrows it), then the theme's overrides for TableCell, as MUI puts them after
 * its own; its padding and size follow the theme's TableCell defaults. One rule a list, put before the list's own
 * cell rules, which win over it.
 */
export const listCellLook = (theme: Theme): CSSObject => {
    const divider = alpha(theme.palette.divider, 1);
    const defaults = themeDefaults<TableCellProps>(theme, 'MuiTableCell');
    return deepmerge(
        {
            ...theme.typography.body2,
            display: 'table-cell',
            verticalAlign: 'inherit',
            borderBottom: `1px solid ${theme.palette.mode === 'light' ? lighten(divider, 0.88) : darken(divider, 0.68)}`,
            textAlign: 'left' as const,
            padding: cellPadding(defaults),
            color: theme.palette.text.primary,
            // MUI's checkbox cell (small, or medium by the theme's defaults), which the theme's overrides narrow.
            '&.MuiTableCell-paddingCheckbox':
                defaults.size === 'medium'
                    ? { width: 48, padding: '0 0 0 4px' }
                    : { width: 24, padding: '0 12px 0 16px', '& > *': { padding: 0 } },
        },
        themeOverrides(theme, 'MuiTableCell', 'root', { size: defaults.size ?? 'small' }),
    );
};

/**
 * A list's body cell: the `td` MUI's TableCell draws in a small table, with
 * the one class name its look needs for a checkbox, drawn by the list's CSS (`listCellLook`). A TableCell costs
 * a styled component and its style resolution in every cell of every row.
 */
export const ListCell = ({
    className,
    checkbox = false,
    children,
}: {
    className?: string;
    /** The row's selection cell (MUI's `padding="checkbox"`). */
    checkbox?: boolean;
    children?: ReactNode;
}) => (
    <td className={[checkbox && 'MuiTableCell-paddingCheckbox', LIST_CELL, className].filter(Boolean).join(' ')}>
        {children}
    </td>
);
