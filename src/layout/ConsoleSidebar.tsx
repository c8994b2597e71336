import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Sidebar, type SidebarProps } from 'react-admin';
import { BAR_LOOKS, sidebarBackground, sidebarEntryColours, sidebarImage } from './settings/looks';
import { useLayoutSettings } from './settings/useLayoutSettings';

/**
 * react-admin's sidebar in the drawer's colours: its colour or, when
 * transparent, the chosen image under a dark veil; menu entries in its text
 * colour, the current one in the chosen active-link style. Below 575.98px it
 * is react-admin's temporary drawer (a layer of its own, hence the styles on
 * the paper too).
 */
export const ConsoleSidebar = (props: SidebarProps) => {
    const [settings] = useLayoutSettings();
    const isXSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    // The horizontal layout has its menu on top; on a phone it is this drawer again.
    if (settings.layout === 'horizontal' && !isXSmall) return null;
    const look = settings.transparent ? BAR_LOOKS.dark : BAR_LOOKS[settings.colours.sidebar];
    const paint = settings.transparent
        ? sidebarImage(settings.sidebarImage)
        : sidebarBackground(settings.colours.sidebar);
    const painted = { background: paint, color: look.text };
    return (
        <Sidebar
            // No className of its own: react-admin's (the appBarCollapsed class while the top bar is slid away)
            // would be replaced by it, and the panel stayed 48 px down under a white band.
            {...props}
            sx={{
                // react-admin's panel is the window less a 48 px top bar: with no top bar in view (hidden, or slid
                // away as the page scrolls) it is the whole window, so no white strip shows below it.
                '& .RaSidebar-fixed': { ...painted, ...(settings.toolbar.visible ? {} : { height: '100vh' }) },
                '&.RaSidebar-appBarCollapsed .RaSidebar-fixed': { height: '100vh' },
                [`@media (max-width: 575.98px)`]: { '& .MuiPaper-root': { ...painted, minHeight: '100vh' } },
                ...sidebarEntryColours(settings.linkStyle, look),
            }}
        />
    );
};
