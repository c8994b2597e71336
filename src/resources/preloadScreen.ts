import { matchPath } from 'react-router-dom';
import { routeAt } from '../boot/chunks';
import { layoutPages } from '../pages/pageChunks';
import { screens } from '.';

/** Starts loading the code of the screen or page at `pathname`, so it renders without waiting once reached. */
export const preloadScreenAt = (pathname: string): Promise<void> | undefined => {
    const at = routeAt(pathname);
    // A list inside a parent record lives at `route/{parent id}`.
    const screen = screens.find(({ decl }) => {
        const route = decl.route.toLowerCase();
        return at === route || (decl.list.parent !== undefined && at.startsWith(`${route}/`));
    });
    if (screen) return screen.preload();
    return layoutPages.find(page => matchPath(page.path, pathname))?.Page.preload();
};

/** Props for a menu link: pointing at it or tabbing to it starts loading its screen. */
export const preloadOnIntent = (pathname: string) => {
    const preload = () => void preloadScreenAt(pathname)?.catch(() => undefined);
    return { onMouseEnter: preload, onFocus: preload };
};
