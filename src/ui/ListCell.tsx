import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The class of a list's body cell, drawn by `listCellLook`. */
export const LIST_CELL = 'list-cell';

/**
 * MUI's small body TableCell as CSS for a plain `td` (with react-admin's
 * narrower checkbox cell): the body text, the divider line below, 6 px by
 * 16 px of padding (the list's layout then narrows it). Put before the list's
 * own cell rules, which win over it.
 */
export const listCellLook = (theme: Theme) => {
    const divider = alpha(theme.palette.divider, 1);
    return {
        ...theme.typography.body2,
        display: 'table-cell',
        verticalAlign: 'inherit',
        borderBottom: `1px solid ${theme.palette.mode === 'light' ? lighten(divider, 0.88) : darken(divider, 0.68)}`,
        textAlign: 'left' as const,
        padding: '6px 16px',
        color: theme.palette.text.primary,
        '&.MuiTableCell-paddingCheckbox': { width: 24, padding: '0 8px', '& > *': { padding: 0 } },
    };
};

/**
 * A list's body cell: the `td` MUI's TableCell draws in a small table, with
 * its class names, drawn by the list's CSS (`listCellLook`). A TableCell costs
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
    <td
        className={[
            'MuiTableCell-root MuiTableCell-body',
            checkbox && 'MuiTableCell-paddingCheckbox',
            'MuiTableCell-sizeSmall',
            LIST_CELL,
            className,
        ]
            .filter(Boolean)
            .join(' ')}
    >
        {children}
    </td>
);
