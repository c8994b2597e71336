import type { Permissions } from '../../shared/permissions/model';
import { holdsNoMoreThan } from '../../shared/permissions/power';
import { PERMISSION_CATALOGUE } from '../../shared/permissions/screens';
import { Refusal } from '../../../server/http/answers';
import { permissionsOf } from '../../../server/auth/permissions';
import type { Account } from '../../../server/auth/sessions';
import type { Store } from '../../../server/store/store';

/**
 * A staff member granted "log in as" acts as someone else only within their own power: never as the super-admin,
 * never as staff whose role holds more than theirs (a coach's view is the declarations', no role's: within).
 */
export const refuseMorePower = (store: Store, mine: Permissions, target: Account | undefined): void => {
    if (!target) return;
    if (target.role === 'superadmin') throw new Refusal(403, `${mine.role} may not log in as the super admin`);
    const theirs = permissionsOf(store, target.role, target.user);
    if (!holdsNoMoreThan(theirs, mine, PERMISSION_CATALOGUE))
        throw new Refusal(403, `${mine.role} may not log in as staff whose role holds more than their own`);
};
