import Refresh from '@mui/icons-material/Refresh';
import Typography from '@mui/material/Typography';
import { AppBar as RaAppBar, useGetIdentity, useTranslate } from 'react-admin';
import { HintButton, HintLayer } from '../schema/views/HintButton';
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
    return (
        // One tooltip for the bar's buttons.
        <HintLayer>
            <RaAppBar
                alwaysOn={alwaysOn}
                sx={{
                    background: look.background,
                    color: look.text,
                    // The keyboard's ring in the bar's text colour: white on the dark bars, dark on the white one.
                    '& .Mui-focusVisible, & button:focus-visible': { outlineColor: 'currentColor !important' },
                }}
                toolbar={
                    ready && (
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
                        </>
                    )
                }
                userMenu={
                    ready && (
                        <ProfileMenu>
                            <MyProfileItem />
                            <ChangePasswordItem />
                            <SettingsItem />
                            <LogoutItem />
                        </ProfileMenu>
                    )
                }
            >
                <Typography component="span" variant="h6" sx={{ flex: 1 }}>
                    {translate('app.title')}
                </Typography>
            </RaAppBar>
        </HintLayer>
    );
};
