import type { CSSObject, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type HTMLAttributes, type MouseEvent, type ReactNode, useCallback } from 'react';
import { useSidebarState } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { themeDefaults, themeOverrides } from './themeParts';

/** The class of every sidebar entry (links and group headers), drawn by `sidebarEntries`. */
export const SIDEBAR_ENTRY = 'console-entry';
/** An entry's icon box. */
export const SIDEBAR_ENTRY_ICON = 'console-entry-icon';
// react-admin's class names for a link's parts: a theme's `RaMenuItemLink` overrides name them.
const LINK = 'RaMenuItemLink-root';
const LINK_ICON = 'RaMenuItemLink-icon';
/** The link where the user is. */
export const ACTIVE_LINK = 'RaMenuItemLink-active';

/** MUI's menu item: body text, 6/16 px padding, the hover and keyboard shades, on ButtonBase's reset. */
const menuItemLook = (theme: Theme, dense: boolean, gutters: boolean): CSSObject => ({
    ...(theme.typography[dense ? 'body2' : 'body1'] as CSSObject),
    display: 'flex',
    justifyContent: 'flex-start',
    alignItems: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    minHeight: dense ? '32px' : '48px',
    ...(dense ? {} : { [theme.breakpoints.up('sm')]: { minHeight: 'auto' } }),
    margin: '0',
    padding: `${dense ? 4 : 6}px ${gutters ? 16 : 0}px`,
    border: 0,
    borderRadius: '0',
    outline: 0,
    background: 'none',
    textAlign: 'left',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    WebkitTapHighlightColor: 'transparent',
    '&:hover': {
        textDecoration: 'none',
        backgroundColor: theme.palette.action.hover,
        '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&:focus-visible': { backgroundColor: theme.palette.action.focus },
});

/**
 * What the sidebar's entries look like, set once on the menu: MUI's `MenuItem` in react-admin's menu colours
 * (`MenuItemLink`: grey text and icons, the current link darker, a 40 px icon column), then the theme's
 * `MuiMenuItem` and `RaMenuItemLink` overrides, as MUI puts them after its own look. An entry is a plain element:
 * react-admin's link is a MenuItem on a ButtonBase with its own hotkeys, media query, router link and tooltip,
 * so the menu's entries weighed on the settled list's heap (docs/ui-kit.md).
 */
export const sidebarEntries = (theme: Theme): CSSObject => {
    const { dense = false, disableGutters = false } = themeDefaults<{ dense: boolean; disableGutters: boolean }>(
        theme,
        'MuiMenuItem',
    );
    const grey = theme.palette.text.secondary;
    return {
        // `:where`: as specific as MUI's own rules (one class), so the sidebar's colours still win.
        [`*:where(&) .${SIDEBAR_ENTRY}`]: {
            ...menuItemLook(theme, dense, !disableGutters),
            color: grey,
            [`& .${SIDEBAR_ENTRY_ICON}`]: {
                display: 'inline-flex',
                flexShrink: 0,
                // react-admin's links' icon column, for the group headers too: their labels line up.
                minWidth: '40px',
                color: theme.palette.action.active,
                ...(dense ? { '& svg': { fontSize: '1.25rem' } } : {}),
            },
            '& .console-entry-text': { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' },
            ...themeOverrides(theme, 'MuiMenuItem', 'root', { dense, disableGutters }),
        },
        // The mini sidebar shows icons only: a header's narrower icon column left a sliver of its label in view.
        '&.RaMenu-closed .console-entry-text': { flex: '0 0 0' },
        [`*:where(&) .${LINK}`]: {
            [`&.${ACTIVE_LINK}`]: { color: theme.palette.text.primary },
            ...themeOverrides(theme, 'RaMenuItemLink'),
        },
    };
};

/** An entry's icon and text, as react-admin's menu link lays them out. */
const EntryContent = ({
    icon,
    label,
    iconClass,
    after,
}: {
    icon: ReactNode;
    label: string;
    iconClass?: string;
    after?: ReactNode;
}) => (
    <>
        <span className={iconClass ? `${SIDEBAR_ENTRY_ICON} ${iconClass}` : SIDEBAR_ENTRY_ICON}>{icon}</span>
        <span className="console-entry-text">{label}</span>
        {after}
    </>
);

export type SidebarLinkProps = Omit<HTMLAttributes<HTMLAnchorElement>, 'onClick'> & {
    to: string;
    /** Its text, translated. */
    label: string;
    icon: ReactNode;
    /** The sidebar shows icons only: the label is the entry's hint (the menu's HintLayer). */
    mini: boolean;
    /** The menu's one click handler (useFollowLink). */
    onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** A sidebar link (react-admin's MenuItemLink): a menu item for the menu's keyboard, a real link for the browser. */
export const SidebarLink = ({ to, label, icon, mini, onFollow, className, ...rest }: SidebarLinkProps) => (
    <a
        href={to}
        role="menuitem"
        tabIndex={0}
        className={[SIDEBAR_ENTRY, LINK, className].filter(Boolean).join(' ')}
        data-hint={mini ? label : undefined}
        onClick={onFollow}
        {...rest}
    >
        <EntryContent icon={icon} label={label} iconClass={LINK_ICON} />
    </a>
);

export interface SidebarGroupHeaderProps {
    label: string;
    icon: ReactNode;
    /** The sidebar shows icons only: the label is the header's hint. */
    mini: boolean;
    expanded: boolean;
    /** The id of the group's list while it is shown. */
    controls?: string;
    /** Drawn after the label (the chevron). */
    after?: ReactNode;
    onToggle: () => void;
}

/** A sidebar group's header (an MUI MenuItem): expands and collapses its links. */
export const SidebarGroupHeader = ({
    label,
    icon,
    mini,
    expanded,
    controls,
    after,
    onToggle,
}: SidebarGroupHeaderProps) => (
    <button
        type="button"
        role="menuitem"
        // MUI's menu moves between entries that have a tabindex.
        tabIndex={0}
        className={SIDEBAR_ENTRY}
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={controls}
        data-hint={mini ? label : undefined}
    >
        <EntryContent icon={icon} label={label} after={after} />
    </button>
);

/**
 * The menu's click handler for all its links: the router follows the link (a click with a modifier key or
 * another button is the browser's: new tab, new window), the current page's own link replaces rather than
 * stacks (as the router's Link does), and below `md` the sidebar closes behind it (as react-admin's does).
 * The current page is read at the click: the menu may see the URL as it was before a modal opened.
 */
export const useFollowLink = () => {
    const navigate = useNavigate();
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    const [, setOpen] = useSidebarState();
    return useCallback(
        (event: MouseEvent<HTMLAnchorElement>) => {
            if (event.defaultPrevented || event.button !== 0) return;
            if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            const to = event.currentTarget.getAttribute('href') ?? '/';
            navigate(to, { replace: to === window.location.pathname + window.location.search });
            if (isSmall) setOpen(false);
        },
        [navigate, isSmall, setOpen],
    );
};
