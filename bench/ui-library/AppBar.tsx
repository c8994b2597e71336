/**
 * src/layout/AppBar.tsx as the library draws it (`npm run bench:ui`): react-admin's AppBar (its sidebar button an
 * IconButton in a Tooltip, its loading indicator) holding the console's tools and profile menu.
 */
import Refresh from '@mui/icons-material/Refresh';
import Typography from '@mui/material/Typography';
import { AppBar as RaAppBar, LoadingIndicator, useGetIdentity, useTranslate } from 'react-admin';
import { useChromeReady } from '../../src/layout/chromeReady';
import { LiveStatusMark } from '../../src/layout/LiveUpdates';
import { LogoutItem } from '../../src/layout/LogoutItem';
import { PaletteButton } from '../../src/layout/palette/PaletteButton';
import { ProfileMenu } from '../../src/layout/ProfileMenu';
import { ChangePasswordItem, MyProfileItem, SettingsItem } from '../../src/layout/ProfileMenuItems';
import { BAR_LOOKS } from '../../src/layout/settings/looks';
import { LayoutSettingsButton } from '../../src/layout/settings/SettingsButton';
import { useLayoutSettings } from '../../src/layout/settings/useLayoutSettings';
import { HintButton } from '../../src/ui/HintButton';

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
            <LoadingIndicator />
        </>
    );
};

export const AppBar = ({ alwaysOn }: { alwaysOn?: boolean }) => {
    const translate = useTranslate();
    const ready = useChromeReady();
    const [settings] = useLayoutSettings();
    const look = BAR_LOOKS[settings.colours.topBar];
    return (
        <RaAppBar
            alwaysOn={alwaysOn}
            sx={{ background: look.background, color: look.text }}
            toolbar={ready ? <Tools /> : null}
            userMenu={
                ready ? (
                    <ProfileMenu>
                        <MyProfileItem />
                        <ChangePasswordItem />
                        <SettingsItem />
                        <LogoutItem />
                    </ProfileMenu>
                ) : (
                    false
                )
            }
        >
            <Typography component="span" variant="h6" sx={{ flex: 1 }}>
                {translate('app.title')}
            </Typography>
        </RaAppBar>
    );
};
