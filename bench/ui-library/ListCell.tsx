/**
 * src/ui/ListCell.tsx as the library draws it (`npm run bench:ui`): each body cell an MUI TableCell, which reads
 * the theme itself, so the list's CSS for the copy is empty.
 */
import TableCell from '@mui/material/TableCell';
import type { CSSObject } from '@mui/material/styles';
import type { ReactNode } from 'react';

export const LIST_CELL = 'list-cell';

export const listCellLook = (): CSSObject => ({});

export const ListCell = ({
    className,
    checkbox = false,
    children,
}: {
    className?: string;
    checkbox?: boolean;
    children?: ReactNode;
}) => (
    <TableCell padding={checkbox ? 'checkbox' : undefined} className={[LIST_CELL, className].filter(Boolean).join(' ')}>
        {children}
    </TableCell>
);
