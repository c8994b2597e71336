/**
 * src/ui/TopBar.tsx as the library draws it (`npm run bench:ui`): react-admin's AppBar (its sidebar button an
 * IconButton in a Tooltip), the title as its children and the tools as its toolbar; no hint layer, so each of the
 * tools' buttons has its own Tooltip.
 */
import type { AppBarProps } from '@mui/material/AppBar';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AppBar } from 'react-admin';

export const TopBar = ({
    alwaysOn,
    title,
    color,
    sx,
    children,
}: {
    alwaysOn?: boolean;
    title: ReactNode;
    color?: AppBarProps['color'];
    sx?: SxProps<Theme>;
    children?: ReactNode;
}) => (
    <AppBar alwaysOn={alwaysOn} color={color} sx={sx} toolbar={<>{children}</>} userMenu={false}>
        {title}
    </AppBar>
);
