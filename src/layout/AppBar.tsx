import MenuIcon from '@mui/icons-material/Menu';
import Refresh from '@mui/icons-material/Refresh';
import MuiAppBar from '@mui/material/AppBar';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { HideOnScroll, useGetIdentity, useSidebarState, useTranslate } from 'react-admin';
import { HintButton, HintLayer } from '../ui/HintButton';
import { useChromeReady } from './chromeReady';
import { LiveStatusMark } from './LiveUpdates';
import { LogoutItem } from './LogoutItem';
import { PaletteButton } from './palette/PaletteButton';
import { ProfileMenu } from './ProfileMenu';
import { BAR_LOOKS } from './settings/looks';
import { LayoutSettingsButton } from './settings/SettingsButton';
import { useLayoutSettings } from './settings/useLayoutSettings';
import { ChangePasswordItem, MyProfileItem, SettingsItem } from './ProfileMenuItems';

const Greeting = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    if (!identity) return null;
    return (
        <Typography variant="body1" sx={{ mx: 1, display: { xs: 'none', sm: 'block' } }}>
            {translate('app.greeting', { name: identity.firstName ?? identity.fullName ?? '' })}
        </Typography>
    );
};

/** react-admin's classes for the bar's parts (its CSS and the tests find them). */
const BAR = {
    appBar: 'RaAppBar-appBar',
    toolbar: 'RaAppBar-toolbar',
    menuButton: 'RaAppBar-menuButton',
    iconOpen: 'RaSidebarToggleButton-menuButtonIconOpen',
    iconClosed: 'RaSidebarToggleButton-menuButtonIconClosed',
};

/**
 * What react-admin's bar and menu button draw: the toolbar's padding, the button's margin, the icon turning
 * as the sidebar opens or closes.
 */
const barLook = (theme: Theme) => {
    const turn = theme.transitions.create(['transform'], {
        easing: theme.transitions.easing.sharp,
        duration: theme.transitions.duration.leavingScreen,
    });
    return {
        [`& .${BAR.toolbar}`]: {
            padding: `0 ${theme.spacing(1)}`,
            [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
        },
        [`& .${BAR.menuButton}`]: { marginRight: '0.2em' },
        [`& .${BAR.iconClosed}`]: { transition: turn, transform: 'rotate(0deg)' },
        [`& .${BAR.iconOpen}`]: { transition: turn, transform: 'rotate(180deg)' },
    };
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
 * The top bar, labelled as the admin console: greeting, search (command
 * palette), reload, layout settings, profile menu; in the drawer's colour.
 * On a list opened at boot its tools come in the frame after the list's rows
 * (./chromeReady); the bar, its title and the menu button are there already.
 */
export const AppBar = ({ alwaysOn }: { alwaysOn?: boolean }) => {
    const translate = useTranslate();
    const ready = useChromeReady();
    const [settings] = useLayoutSettings();
    const look = BAR_LOOKS[settings.colours.topBar];
    const isXSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    // As react-admin's bar: it slides away as the page scrolls down, unless it stays.
    const Container = alwaysOn ? 'div' : HideOnScroll;
    return (
        // One tooltip for the bar's buttons.
        <HintLayer>
            <Container>
                <MuiAppBar
                    className={BAR.appBar}
                    color="secondary"
                    sx={theme => ({
                        ...barLook(theme),
                        background: look.background,
                        color: look.text,
                        // The keyboard's ring in the bar's text colour: white on the dark bars, dark on the white one.
                        '& .Mui-focusVisible, & button:focus-visible': { outlineColor: 'currentColor !important' },
                    })}
                >
                    <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} className={BAR.toolbar}>
                        <SidebarToggle />
                        <Typography component="span" variant="h6" sx={{ flex: 1 }}>
                            {translate('app.title')}
                        </Typography>
                        {ready && (
                            <>
                                <Greeting />
                                <LiveStatusMark />
                                <PaletteButton />
                                <HintButton
                                    hint={translate('app.reload')}
                                    color="inherit"
                                    size="medium"
                                    onClick={() => window.location.reload()}
                                >
                                    <Refresh />
                                </HintButton>
                                <LayoutSettingsButton />
                                <ProfileMenu>
                                    <MyProfileItem />
                                    <ChangePasswordItem />
                                    <SettingsItem />
                                    <LogoutItem />
                                </ProfileMenu>
                            </>
                        )}
                    </Toolbar>
                </MuiAppBar>
            </Container>
        </HintLayer>
    );
};
