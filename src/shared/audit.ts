import type { ResourceDeclaration } from './types';

/**
 * Whether the fake API's generic routes log this declaration's changes in the activity log: its deletes and its
 * status switches (a favourite star is not logged). Declarations served by hand-written routes log their own
 * kinds (resources, folders). The server's generic routes (server/routes/resourceRoutes.ts) follow the same rule.
 */
export const loggedByApi = (decl: ResourceDeclaration): boolean =>
    decl.server?.routes !== 'own' &&
    (Boolean(decl.api.delete) ||
        Object.values(decl.fields).some(field => field.kind === 'toggle' && field.look !== 'star'));
