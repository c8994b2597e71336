import { holds } from './conditions';
import { checkDeclaration } from './declarationChecks';
import type { FieldDef, ResourceDeclaration } from './types';

type Input<F extends Record<string, FieldDef>> = Omit<ResourceDeclaration<F>, 'route' | 'collection'> & {
    route?: string;
    collection?: string;
};

/** Fills the defaults of a declaration (route and collection default to the name) and refuses what cannot work. */
export const defineResource = <F extends Record<string, FieldDef>>(input: Input<F>): ResourceDeclaration<F> =>
    checkDeclaration({
        ...input,
        route: input.route ?? input.name,
        collection: input.collection ?? input.name,
    });

/** The fields an add/edit form shows, in declaration order. */
export const formFields = (decl: ResourceDeclaration): [string, FieldDef][] =>
    Object.entries(decl.fields).filter(([, f]) => !f.readOnly && !f.listOnly);

/** Why a protected row has no actions and no checkbox, shown on the row (engine text, translated by its English). */
export const PROTECTED_HINT = 'Built in: cannot be changed';

/** Whether a row is protected from edit and delete (e.g. task_id 1). */
export const isProtected = (decl: ResourceDeclaration, record: Record<string, unknown>): boolean => {
    const rule = decl.access?.protectedWhen;
    return rule !== undefined && holds(rule, record);
};

/** Whether the signed-in user may change a row: always, unless `access.ownerKey` names another creator. */
export const mayChange = (
    decl: ResourceDeclaration,
    record: Record<string, unknown>,
    userId: string | number | undefined,
): boolean => {
    const ownerKey = decl.access?.ownerKey;
    return ownerKey === undefined || (userId !== undefined && String(record[ownerKey] ?? '') === String(userId));
};
