import type { PermissionScreen } from './catalogue';
import type { FieldAccess, Permissions } from './model';
import { fieldAccess, mayDo } from './verdicts';

const RANK: Record<FieldAccess, number> = { hidden: 0, readonly: 1, editable: 2 };

/** On one screen: every action they hold is mine; where they may act at all, they see and change no field I cannot. */
const screenWithin = (theirs: Permissions, mine: Permissions, screen: PermissionScreen): boolean => {
    const actions = screen.actions.filter(({ key }) => mayDo(theirs, screen.key, key));
    if (actions.some(({ key }) => !mayDo(mine, screen.key, key))) return false;
    return (
        actions.length === 0 ||
        screen.fields.every(
            ({ name }) => RANK[fieldAccess(theirs, screen, name)] <= RANK[fieldAccess(mine, screen, name)],
        )
    );
};

/**
 * Whether `theirs` allows nothing `mine` does not. A staff member may log in as, hand out or change only what
 * holds no more than their own role: never the super-admin's power, never a wider role.
 */
export const holdsNoMoreThan = (
    theirs: Permissions,
    mine: Permissions,
    catalogue: readonly PermissionScreen[],
): boolean => {
    // The super-admin's `all` answers every action and field through mayDo and fieldAccess.
    return catalogue.every(screen => screenWithin(theirs, mine, screen));
};
