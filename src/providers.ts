import { authProvider } from './authProvider/instance';
import { browserSession } from './authProvider/session';
import { apiUrl } from './config';
import { createDataProvider } from './dataProvider';
import { withPrimedLists } from './dataProvider/primedLists';
import { declarations } from './shared/entities/declarations';
import type { SessionRole } from './shared/types';

/** The app's one data provider and one auth provider; the light sign-in page uses the auth provider alone. */
export const dataProvider = withPrimedLists(createDataProvider({ apiUrl, declarations, session: browserSession }));
export { authProvider };

/**
 * Whose session this page load is: a coach's while logged in as one (log in as and its way back reload the
 * console); logged in as a staff member, the console's, limited by their role's permissions as when they sign in.
 */
export const sessionRole = (): SessionRole => (authProvider.loggedInAs() === 'coach' ? 'coach' : 'superadmin');

// A list asked for at boot must not be handed to a screen once its session failed.
authProvider.onSessionLost(() => dataProvider.dropPrimed());
