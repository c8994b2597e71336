import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SystemStyleObject } from '@mui/system';
import { type HTMLAttributes, type MouseEvent, type ReactNode, useCallback } from 'react';
import { useSidebarState } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/** The class of the sidebar's entries (links and group headers), drawn by `sidebarEntry`. */
export const SIDEBAR_ENTRY = 'console-entry';

/**
 * What a sidebar entry looks like: MUI's menu item (body text, 6/16 px padding, the hover and keyboard
 * shades) in react-admin's menu colours, with a 40 px icon column. Set once on the sidebar
 * (ConsoleSidebar), not by each entry: an entry is a plain element, where react-admin's link was a
 * MenuItem on a ButtonBase with its own hotkeys, media query, router link and tooltip (about 107 React
 * hooks each, a tenth of the list page's).
 */
export const sidebarEntry = (theme: Theme): SystemStyleObject<Theme> => ({
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-start',
    position: 'relative',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 48,
    [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
    margin: 0,
    padding: '6px 16px',
    border: 0,
    borderRadius: 0,
    background: 'none',
    textAlign: 'left',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    color: 'text.secondary',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    '&:hover': { backgroundColor: 'action.hover', '@media (hover: none)': { backgroundColor: 'transparent' } },
    '&:focus-visible': { backgroundColor: 'action.focus' },
    '& .MuiListItemIcon-root': { display: 'inline-flex', flexShrink: 0, minWidth: 40, color: 'text.secondary' },
    '& .console-entry-text': { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' },
});

/** An entry's icon and text, as react-admin's menu link lays them out. */
export const EntryContent = ({ icon, label, after }: { icon: ReactNode; label: string; after?: ReactNode }) => (
    <>
        <span className="MuiListItemIcon-root RaMenuItemLink-icon">{icon}</span>
        <span className="console-entry-text">{label}</span>
        {after}
    </>
);

type SidebarLinkProps = Omit<HTMLAttributes<HTMLAnchorElement>, 'onClick'> & {
    to: string;
    /** Its text, translated. */
    label: string;
    icon: ReactNode;
    /** The sidebar shows icons only: the label is the entry's hint (the menu's HintLayer). */
    mini: boolean;
    /** The menu's one click handler (useFollowLink). */
    onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** A sidebar link: a menu item for the menu's keyboard (arrows, type-ahead) and a real link for the browser. */
export const SidebarLink = ({ to, label, icon, mini, onFollow, className, ...rest }: SidebarLinkProps) => (
    <a
        href={to}
        role="menuitem"
        tabIndex={0}
        className={['MuiMenuItem-root', 'RaMenuItemLink-root', SIDEBAR_ENTRY, className].filter(Boolean).join(' ')}
        data-hint={mini ? label : undefined}
        onClick={onFollow}
        {...rest}
    >
        <EntryContent icon={icon} label={label} />
    </a>
);

/**
 * The menu's click handler for all its links: the router follows the link (a click with a modifier key or
 * another button is the browser's: new tab, new window), the current page's own link replaces rather than
 * stacks (as the router's Link does), and below `md` the sidebar closes behind it (as react-admin's does).
 */
export const useFollowLink = () => {
    const navigate = useNavigate();
    const { pathname, search } = useLocation();
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    const [, setOpen] = useSidebarState();
    return useCallback(
        (event: MouseEvent<HTMLAnchorElement>) => {
            if (event.defaultPrevented || event.button !== 0) return;
            if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            const to = event.currentTarget.getAttribute('href') ?? '/';
            navigate(to, { replace: to === pathname + search });
            if (isSmall) setOpen(false);
        },
        [navigate, pathname, search, isSmall, setOpen],
    );
};
