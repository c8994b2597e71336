/**
 * src/ui/TopBar.tsx as the library draws it (`npm run bench:ui`): react-admin's AppBar (its sidebar button an
 * IconButton in a Tooltip, its loading indicator), the title as its children and the tools as its toolbar. The
 * tools keep their one hint layer: that is the hint button's copy, measured on its own, not the bar's.
 */
import type { AppBarProps } from '@mui/material/AppBar';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AppBar } from 'react-admin';
import { HintLayer } from '../../src/ui/HintButton';

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
    <AppBar alwaysOn={alwaysOn} color={color} sx={sx} toolbar={<HintLayer>{children}</HintLayer>} userMenu={false}>
        {title}
    </AppBar>
);
