import { ADMIN, type Harness } from './harness';

/** Whether the super-admin's sign-in with this password succeeds. */
export const signsInWith = async (h: Harness, password: string): Promise<boolean> =>
    h.authProvider.login({ email: ADMIN.email, password }).then(
        () => true,
        () => false,
    );
