import Refresh from '@mui/icons-material/Refresh';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { AppBar as RaAppBar, useGetIdentity, useTranslate } from 'react-admin';
import { LogoutItem } from './LogoutItem';
import { PaletteButton } from './palette/PaletteButton';
import { ProfileMenu } from './ProfileMenu';
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

/** The top bar, labelled as the admin console: greeting, search (command palette), reload, profile menu. */
export const AppBar = () => {
    const translate = useTranslate();
    return (
        <RaAppBar
            toolbar={
                <>
                    <Greeting />
                    <PaletteButton />
                    <Tooltip title={translate('app.reload')}>
                        <IconButton color="inherit" aria-label={translate('app.reload')} onClick={() => window.location.reload()}>
                            <Refresh />
                        </IconButton>
                    </Tooltip>
                </>
            }
            userMenu={
                <ProfileMenu>
                    <MyProfileItem />
                    <ChangePasswordItem />
                    <SettingsItem />
                    <LogoutItem />
                </ProfileMenu>
            }
        >
            <Typography component="span" variant="h6" sx={{ flex: 1 }}>
                {translate('app.title')}
            </Typography>
        </RaAppBar>
    );
};
