import MenuIcon from '@mui/icons-material/Menu';
import MuiAppBar, { type AppBarProps } from '@mui/material/AppBar';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import deepmerge from '@mui/utils/deepmerge';
import type { ReactNode } from 'react';
import { HideOnScroll, useSidebarState, useTranslate } from 'react-admin';
import { HintButton, HintLayer } from './HintButton';
import { themeDefaults, themeOverrides } from './themeParts';

/** react-admin's classes for the bar's parts (its CSS, the theme's overrides and the tests find them). */
const BAR = {
    appBar: 'RaAppBar-appBar',
    toolbar: 'RaAppBar-toolbar',
    menuButton: 'RaAppBar-menuButton',
    iconOpen: 'RaSidebarToggleButton-menuButtonIconOpen',
    iconClosed: 'RaSidebarToggleButton-menuButtonIconClosed',
};

/**
 * What react-admin's bar and menu button draw: the toolbar's padding, the button's margin, the icon turning
 * as the sidebar opens or closes; then the theme's overrides for react-admin's AppBar and its sidebar button, as
 * react-admin puts them after its own.
 */
const barLook = (theme: Theme) => {
    const turn = theme.transitions.create(['transform'], {
        easing: theme.transitions.easing.sharp,
        duration: theme.transitions.duration.leavingScreen,
    });
    return deepmerge(
        {
            [`& .${BAR.toolbar}`]: {
                padding: `0 ${theme.spacing(1)}`,
                [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
            },
            [`& .${BAR.menuButton}`]: deepmerge(
                {
                    marginRight: '0.2em',
                    [`& .${BAR.iconClosed}`]: { transition: turn, transform: 'rotate(0deg)' },
                    [`& .${BAR.iconOpen}`]: { transition: turn, transform: 'rotate(180deg)' },
                },
                themeOverrides(theme, 'RaSidebarToggleButton'),
            ),
        },
        themeOverrides(theme, 'RaAppBar'),
    );
};

/**
 * react-admin's menu button ("Open menu" / "Close menu"), a light button named by the bar's hint layer where
 * react-admin's is an IconButton in a Tooltip: drawn with the bar, before a reloaded list's rows.
 */
const SidebarToggle = () => {
    const translate = useTranslate();
    const [open, setOpen] = useSidebarState();
    return (
        <HintButton
            hint={translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu', { _: 'Open/Close menu' })}
            color="inherit"
            size="medium"
            className={BAR.menuButton}
            onClick={() => setOpen(!open)}
        >
            <MenuIcon className={open ? BAR.iconOpen : BAR.iconClosed} />
        </HintButton>
    );
};

/**
 * react-admin's AppBar as it draws it (MUI's AppBar and dense Toolbar, the sidebar's menu button, then the title
 * and the tools), without its loading indicator, one tooltip layer for every button in it where react-admin's
 * gives each its own Tooltip. It slides away as the page scrolls down, unless `alwaysOn`. The theme's RaAppBar
 * defaults give its colour when the caller gives none.
 */
export const TopBar = ({
    alwaysOn,
    title,
    color,
    sx,
    children,
}: {
    alwaysOn?: boolean;
    /** What follows the menu button (react-admin's AppBar's children). */
    title: ReactNode;
    color?: AppBarProps['color'];
    sx?: SxProps<Theme>;
    /** The tools after the title. */
    children?: ReactNode;
}) => {
    const theme = useTheme();
    const isXSmall = useMediaQuery(theme.breakpoints.down('sm'));
    const Container = alwaysOn ? 'div' : HideOnScroll;
    return (
        <HintLayer>
            <Container>
                <MuiAppBar
                    className={BAR.appBar}
                    color={color ?? themeDefaults<AppBarProps>(theme, 'RaAppBar').color ?? 'secondary'}
                    sx={[barLook, ...(Array.isArray(sx) ? sx : [sx])]}
                >
                    <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} className={BAR.toolbar}>
                        <SidebarToggle />
                        {title}
                        {children}
                    </Toolbar>
                </MuiAppBar>
            </Container>
        </HintLayer>
    );
};
