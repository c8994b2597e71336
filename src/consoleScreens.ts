import { demoScreens } from './demos/screens';
import { pageScreens } from './pages/screens';
import { resourceScreens } from './resources';
import type { ScreenEntry } from './screens/types';

/**
 * Every screen of the console, once: the registry's list (src/screens/),
 * put together here, above the screens, so that the registry and the layout
 * import none of them. The app's routes and the boot code read it; the
 * layout gets it through ScreensProvider.
 */
export const consoleScreens: readonly ScreenEntry[] = [...pageScreens, ...resourceScreens, ...demoScreens];
