import { authProvider } from './authProvider/instance';
import { browserSession } from './authProvider/session';
import { API_URL } from './config';
import { createDataProvider } from './dataProvider';
import { withPrimedLists } from './dataProvider/primedLists';
import { declarations } from './resources/declarations';

/** The app's one data provider and one auth provider; the light sign-in page uses the auth provider alone. */
export const dataProvider = withPrimedLists(
    createDataProvider({ apiUrl: API_URL, declarations, session: browserSession }),
);
export { authProvider };

// A list asked for at boot must not be handed to a screen once its session failed.
authProvider.onSessionLost(() => dataProvider.dropPrimed());
