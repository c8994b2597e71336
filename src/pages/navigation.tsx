import { type AnchorHTMLAttributes, createContext, forwardRef, type MouseEvent, useContext } from 'react';

/**
 * How the pages outside react-admin (sign-in) move and read where they are,
 * without importing the router: at a first load of /login the console's
 * router is not loaded yet. Inside the console
 * the router fills this in (RouterNavigation); on the light sign-in page,
 * main.tsx does, with the History API.
 */
export interface Navigation {
    location: { pathname: string; state: unknown };
    navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
}

const NavigationContext = createContext<Navigation | null>(null);
export const NavigationProvider = NavigationContext.Provider;

export const useNavigation = (): Navigation => {
    const navigation = useContext(NavigationContext);
    if (!navigation) throw new Error('useNavigation needs a NavigationProvider');
    return navigation;
};

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey;

/** A link that navigates in the page (a new tab with Ctrl or the middle button, as any link); MUI's Link takes it as `component`. */
export const AppLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
    ({ href, onClick, children, ...rest }, ref) => {
        const { navigate } = useNavigation();
        return (
            <a
                ref={ref}
                href={href}
                onClick={event => {
                    onClick?.(event);
                    if (!plainClick(event)) return;
                    event.preventDefault();
                    navigate(href);
                }}
                {...rest}
            >
                {children}
            </a>
        );
    },
);
AppLink.displayName = 'AppLink';
