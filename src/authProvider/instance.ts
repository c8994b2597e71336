import { apiUrl } from '../config';
import { createAuthProvider } from '.';

/** The app's one auth provider, on its own so the sign-in page loads it without the data provider. */
export const authProvider = createAuthProvider({ apiUrl });
