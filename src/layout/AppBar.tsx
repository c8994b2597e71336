import Refresh from '@mui/icons-material/Refresh';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useTranslate } from 'react-admin';
import { HintButton } from '../ui/HintButton';
import { TopBar } from '../ui/TopBar';
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

/** The bar's tools: greeting, live status, search (command palette), reload, layout settings, profile menu. */
const Tools = () => {
    const translate = useTranslate();
    return (
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
    );
};

/**
 * The top bar, labelled as the admin console (the UI kit's copy of react-admin's AppBar, src/ui/TopBar), in the
 * colours the layout settings choose. On a list opened at boot its tools come in the frame after the list's rows
 * (./chromeReady); the bar, its title and the menu button are there already.
 */
export const AppBar = ({ alwaysOn }: { alwaysOn?: boolean }) => {
    const translate = useTranslate();
    const ready = useChromeReady();
    const [settings] = useLayoutSettings();
    const look = BAR_LOOKS[settings.colours.topBar];
    return (
        <TopBar
            alwaysOn={alwaysOn}
            sx={{
                background: look.background,
                color: look.text,
                // The keyboard's ring in the bar's text colour: white on the dark bars, dark on the white one.
                '& .Mui-focusVisible, & button:focus-visible': { outlineColor: 'currentColor !important' },
            }}
            title={
                <Typography component="span" variant="h6" sx={{ flex: 1 }}>
                    {translate('app.title')}
                </Typography>
            }
        >
            {ready && <Tools />}
        </TopBar>
    );
};
