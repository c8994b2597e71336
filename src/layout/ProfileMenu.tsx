import Avatar from '@mui/material/Avatar';
import Menu from '@mui/material/Menu';
import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { useGetIdentity, UserMenuContextProvider, useTranslate } from 'react-admin';
import { HintButton } from '../ui/HintButton';
import { OnceOpened } from '../schema/views/OnceOpened';

/** The admin's picture from the API's uploads, or the initial of the name while there is none. */
const ProfileAvatar = () => {
    const { identity } = useGetIdentity();
    const name = identity?.fullName ?? '';
    return (
        // White on the blue bar, with the bar's blue initial (the page's colour in the Dark preset, whose blue is light): an avatar, not a stray letter.
        <Avatar
            src={identity?.avatar}
            alt=""
            sx={{
                width: 32,
                height: 32,
                bgcolor: 'common.white',
                color: theme =>
                    theme.palette.mode === 'dark' ? theme.palette.background.default : theme.palette.secondary.main,
                border: 2,
                borderColor: 'common.white',
                fontSize: 16,
                fontWeight: 600,
            }}
        >
            {name.charAt(0).toUpperCase() || undefined}
        </Avatar>
    );
};

/**
 * The profile menu behind the profile image. It plays the role of react-admin's
 * <UserMenu> (same context, so items close it with useUserMenu().onClose), but
 * shows the picture alone: react-admin's wide-screen button repeats the full
 * name beside the greeting and is named "Profile" while showing the name.
 */
export const ProfileMenu = ({ children }: { children: ReactNode }) => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const close = useCallback(() => setAnchor(null), []);
    const context = useMemo(() => ({ onClose: close }), [close]);
    const menuId = useId();
    const label = translate('app.profile_menu');
    const open = anchor !== null;
    return (
        <>
            <HintButton
                hint={label}
                color="inherit"
                size="medium"
                aria-haspopup="menu"
                aria-controls={open ? menuId : undefined}
                aria-expanded={open}
                onClick={event => setAnchor(event.currentTarget)}
                style={{ marginLeft: 4 }}
            >
                <ProfileAvatar />
            </HintButton>
            <UserMenuContextProvider value={context}>
                <OnceOpened open={open}>
                    <Menu
                        id={menuId}
                        anchorEl={anchor}
                        open={open}
                        onClose={close}
                        disableScrollLock
                        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                    >
                        {children}
                    </Menu>
                </OnceOpened>
            </UserMenuContextProvider>
        </>
    );
};
