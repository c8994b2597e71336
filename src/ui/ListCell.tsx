import { alpha, type CSSObject, darken, lighten, type Theme } from '@mui/material/styles';
import deepmerge from '@mui/utils/deepmerge';
import type { ReactNode } from 'react';

/** The class of a list's body cell, drawn by `listCellLook`. */
export const LIST_CELL = 'list-cell';

/** The theme's `MuiTableCell` root overrides (react-admin's set the checkbox cell's padding), as TableCell reads them. */
const themeOverrides = (theme: Theme): CSSObject => {
    const root = theme.components?.MuiTableCell?.styleOverrides?.root;
    const look = typeof root === 'function' ? root({ theme, ownerState: {} }) : root;
    return look && typeof look === 'object' && !Array.isArray(look) ? (look as CSSObject) : {};
};

/**
 * MUI's small body TableCell as CSS for a plain `td`: the body text, the divider line below, 6 px by 16 px of
 * padding (the list's layout then narrows it), then the theme's overrides for TableCell, as MUI puts them after
 * its own. One rule a list, put before the list's own cell rules, which win over it.
 */
export const listCellLook = (theme: Theme): CSSObject => {
    const divider = alpha(theme.palette.divider, 1);
    return deepmerge(
        {
            ...theme.typography.body2,
            display: 'table-cell',
            verticalAlign: 'inherit',
            borderBottom: `1px solid ${theme.palette.mode === 'light' ? lighten(divider, 0.88) : darken(divider, 0.68)}`,
            textAlign: 'left' as const,
            padding: '6px 16px',
            color: theme.palette.text.primary,
            // MUI's small checkbox cell, narrowed by react-admin's list (its checkbox without padding).
            '&.MuiTableCell-paddingCheckbox': { width: 24, padding: '0 12px 0 16px', '& > *': { padding: 0 } },
        },
        themeOverrides(theme),
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
