import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';
import type { Background, BarColour, LinkStyle } from './settingsRules';
import { ACTIVE_LINK, SIDEBAR_ENTRY, SIDEBAR_ENTRY_ICON } from '../../ui/SidebarLink';

/** How a bar colour paints: its background, its text, and one solid colour of it (for inverted links). */
export interface BarPaint {
    background: string;
    text: string;
    solid: string;
    /** Light text on a dark colour: tints are white, not black. */
    lightText: boolean;
}

/**
 * Every colour keeps its text at WCAG AA (4.5:1) at both ends of its
 * gradient: white on #1565c0 is 5.7:1, on #6a1b9a 9.6:1, on #00695c 6.3:1,
 * on #ad1457 6.6:1, on #bf360c 5.6:1, on #0369a1 5.9:1.
 */
export const BAR_LOOKS: Record<BarColour, BarPaint> = {
    gradient1: {
        background: 'linear-gradient(90deg, #1565c0 0%, #6a1b9a 100%)',
        text: '#fff',
        solid: '#1565c0',
        lightText: true,
    },
    gradient2: {
        background: 'linear-gradient(90deg, #00695c 0%, #1565c0 100%)',
        text: '#fff',
        solid: '#00695c',
        lightText: true,
    },
    gradient3: {
        background: 'linear-gradient(90deg, #ad1457 0%, #6a1b9a 100%)',
        text: '#fff',
        solid: '#ad1457',
        lightText: true,
    },
    gradient4: {
        background: 'linear-gradient(90deg, #bf360c 0%, #ad1457 100%)',
        text: '#fff',
        solid: '#bf360c',
        lightText: true,
    },
    sky: { background: '#0369a1', text: '#fff', solid: '#0369a1', lightText: true },
    white: { background: '#fff', text: '#212121', solid: '#fff', lightText: false },
    dark: { background: '#1e1e2d', text: '#fff', solid: '#1e1e2d', lightText: true },
};

/** The sidebar's gradient runs top to bottom: it is tall and narrow. */
export const sidebarBackground = (colour: BarColour): string => BAR_LOOKS[colour].background.replace('90deg', '180deg');

export const BACKGROUND_LOOKS: Record<Background, string> = {
    themedefault: '#fafafa',
    white: '#fff',
    light: '#eef1f5',
    skylight: '#e0f2fe',
    dark: '#121212',
};

/** The transparent sidebar's image, darkened so its white text stays readable. */
export const sidebarImage = (n: number): string =>
    `linear-gradient(rgba(17, 24, 39, 0.78), rgba(17, 24, 39, 0.78)), url(/sidebar/bg${n}.svg) center / cover no-repeat`;

const tint = (look: BarPaint, alpha: number) =>
    look.lightText ? `rgba(255, 255, 255, ${alpha})` : `rgba(0, 0, 0, ${alpha})`;

/**
 * The four styles of the current menu entry: a bar on the left (style1), a
 * rounded pill (style2), a bar on the right with a light fill (style3), and
 * the colours inverted (style4). Bars use the text colour, so they show on
 * any sidebar colour.
 */
export const activeLinkLook = (style: LinkStyle, look: BarPaint): SystemStyleObject<Theme> => {
    switch (style) {
        case 'style1':
            return { borderLeft: '4px solid currentColor', backgroundColor: tint(look, 0.12), fontWeight: 700 };
        case 'style2':
            return { borderRadius: '24px', mx: 1, backgroundColor: tint(look, 0.24), fontWeight: 700 };
        case 'style3':
            return { borderRight: '4px solid currentColor', backgroundColor: tint(look, 0.06), fontStyle: 'italic' };
        case 'style4':
            return {
                backgroundColor: look.text,
                color: look.solid === '#fff' ? '#fff' : look.solid,
                borderRadius: '0 24px 24px 0',
                mr: 1,
                fontWeight: 700,
                [`& .${SIDEBAR_ENTRY_ICON}, & .MuiSvgIcon-root`]: { color: 'inherit' },
            };
    }
};

/** The class names of the sidebar's entries (src/ui/SidebarLink's; the parity page passes the library's). */
interface EntryClasses {
    entry: string;
    icon: string;
    active: string;
}
const ENTRY_CLASSES: EntryClasses = { entry: SIDEBAR_ENTRY, icon: SIDEBAR_ENTRY_ICON, active: ACTIVE_LINK };

/** The sidebar's entries in its colours: its text colour, the keyboard's ring in it, the current link's look. */
export const sidebarEntryColours = (
    style: LinkStyle,
    look: BarPaint,
    { entry, icon, active }: EntryClasses = ENTRY_CLASSES,
): SystemStyleObject<Theme> => ({
    // Doubled class: above the entries' own greys (react-admin's icon colour, the group's text.secondary),
    // whichever style the page inserted last: dark grey icons on the gradients fall below 3:1.
    [`&& .${entry}, && .${icon}`]: { color: 'inherit' },
    // The keyboard's ring in the sidebar's text colour, so it shows on every sidebar colour.
    '& .Mui-focusVisible, & a:focus-visible, & button:focus-visible': {
        outlineColor: 'currentColor !important',
    },
    [`& .${entry}.${active}`]: activeLinkLook(style, look),
});
