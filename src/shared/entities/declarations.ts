import type { ResourceDeclaration } from '../types';
import { checkDeclaration } from '../declarationChecks';
import { entityFolders } from './entities.gen';

/** The entity folders in the order they declare: each one's `order` in its entity.ts. */
const inOrder = Object.values(entityFolders).sort((a, b) => a.order - b.order);

/** The declarations listed as such; those made from the others (the activity log) come after them. */
const listed = inOrder.flatMap(entity => (typeof entity.declarations === 'function' ? [] : entity.declarations));

/**
 * Every declared entity, React-free: the data provider and the fake API read
 * this list. The screens (icons, custom views) are in ./index.ts.
 */
export const declarations: readonly ResourceDeclaration[] = inOrder
    .flatMap(entity => (typeof entity.declarations === 'function' ? entity.declarations(listed) : entity.declarations))
    .map(checkDeclaration);

/** A declaration by its name; a name no folder declares is a mistake in the code that asks. */
export const declarationNamed = (name: string): ResourceDeclaration => {
    const found = declarations.find(decl => decl.name === name);
    if (!found) throw new Error(`No entity declares "${name}"`);
    return found;
};
