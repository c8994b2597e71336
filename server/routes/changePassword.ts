import { accountApi } from '../../src/shared/account/endpoints';
import { changePasswordRules } from '../../src/shared/account/accountRules';
import { recordActivity } from '../domain/activity';
import { personName } from '../domain/activityTrail';
import { Refusal, handle, succeed } from '../http/answers';
import { validateForm } from '../http/formRules';
import { storeNewPassword } from '../auth/passwordChanges';
import { verifyPassword } from '../auth/passwords';
import { USERS } from '../auth/users';
import type { RouteModule } from './module';
import { route } from '../openapi/routeDoc';

const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
const SAME_PASSWORD = 'New password must be different from the current password';
const PASSWORD_CHANGED = 'Password changed successfully';

/** POST change-password: the signed-in admin replaces a password they know. */
export const changePasswordRoutes: RouteModule = {
    collections: [],
    register({ app, store, sessions, guard }) {
        const { changePassword } = accountApi;
        app.post(
            changePassword.path,
            guard,
            handle(async (req, res) => {
                const values = await validateForm(changePasswordRules, req.body);
                const user = store.collection(USERS).get(String(res.locals.userId));
                if (!user) throw new Refusal(401, 'Unauthorized');
                const stored = typeof user.password === 'string' ? user.password : '';
                // 400, not 401: a mistyped password must not sign the admin out.
                if (!(await verifyPassword(values.current_password, stored)))
                    throw new Refusal(400, WRONG_CURRENT_PASSWORD);
                if (values.new_password === values.current_password) throw new Refusal(400, SAME_PASSWORD);
                await storeNewPassword(store, sessions, user, values.new_password, String(res.locals.sessionId));
                recordActivity(store, {
                    action: 'password_change',
                    actor_id: user._id,
                    actor_name: personName(user),
                    target_type: 'user',
                    target_id: user._id,
                    target_name: personName(user),
                });
                succeed(res, null, PASSWORD_CHANGED);
            }),
        );
        return [
            route(`POST ${changePassword.path}`, {
                summary: "Change the signed-in super-admin's password (other sessions end)",
                tag: 'account',
                access: 'superadmin',
                body: changePasswordRules,
                data: { type: 'null' },
            }),
        ];
    },
};
