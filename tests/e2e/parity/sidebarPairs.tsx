/**
 * The sidebar's entries (src/ui/SidebarLink) beside the library's (bench/ui-library/SidebarLink: react-admin's
 * MenuItemLink, and MUI's MenuItem for a group's header): a link, the current link and an open group's header,
 * in a menu on the page's background, then in the sidebar's colours (the default gradient, the fourth active-link
 * style), then under a theme that overrides MuiMenuItem and RaMenuItemLink and makes menu items dense.
 */
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import ExpandLess from '@mui/icons-material/ExpandLess';
import FolderIcon from '@mui/icons-material/Folder';
import Box from '@mui/material/Box';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import { Menu } from 'react-admin';
import * as library from '../../../bench/ui-library/SidebarLink';
import { BAR_LOOKS, sidebarBackground, sidebarEntryColours } from '../../../src/layout/settings/looks';
import * as copy from '../../../src/ui/SidebarLink';
import { Pair } from './Pair';

type Kit = typeof copy | typeof library;
const follow = () => undefined;

const Entries = ({ kit }: { kit: Kit }) => (
    <Menu sx={kit.sidebarEntries}>
        <kit.SidebarLink to="/dashboard" label="Dashboard" icon={<DashboardIcon />} mini={false} onFollow={follow} />
        <kit.SidebarLink
            to="/event"
            label="Events"
            icon={<EventIcon />}
            mini={false}
            onFollow={follow}
            className={kit.ACTIVE_LINK}
            aria-current="page"
        />
        <kit.SidebarGroupHeader
            label="Resources"
            icon={<FolderIcon />}
            mini={false}
            expanded
            after={<ExpandLess fontSize="small" />}
            onToggle={follow}
        />
    </Menu>
);

const gradient = BAR_LOOKS.gradient1;

/** The sidebar's paint and its rules for its entries, as ConsoleSidebar sets them. */
const InSidebar = ({ kit }: { kit: Kit }) => (
    <Box
        sx={{
            background: sidebarBackground('gradient1'),
            color: gradient.text,
            ...sidebarEntryColours('style4', gradient, {
                entry: kit.SIDEBAR_ENTRY,
                icon: kit.SIDEBAR_ENTRY_ICON,
                active: kit.ACTIVE_LINK,
            }),
        }}
    >
        <Entries kit={kit} />
    </Box>
);

/** A theme that changes the menu's items, as a console theme may. */
const overridden = (theme: Theme) =>
    createTheme(theme, {
        components: {
            MuiMenuItem: {
                defaultProps: { dense: true },
                styleOverrides: { root: { paddingLeft: 24, borderBottom: `1px solid ${theme.palette.divider}` } },
            },
            RaMenuItemLink: {
                styleOverrides: {
                    root: {
                        '&.RaMenuItemLink-active': { color: theme.palette.primary.main, fontWeight: 700 },
                        '& .RaMenuItemLink-icon': { minWidth: 48 },
                    },
                },
            },
        },
    } as object);

export const SidebarPairs = () => (
    <>
        <Pair name="sidebar entries" copy={<Entries kit={copy} />} original={<Entries kit={library} />} />
        <Pair
            name="sidebar entries in its colours"
            copy={<InSidebar kit={copy} />}
            original={<InSidebar kit={library} />}
        />
        <ThemeProvider theme={overridden}>
            <Pair
                name="sidebar entries under the theme's overrides"
                copy={<Entries kit={copy} />}
                original={<Entries kit={library} />}
            />
        </ThemeProvider>
    </>
);
