import type { ResourceDeclaration } from '../types';
import { checkDeclaration } from '../declarationChecks';
import { entityFolders } from './entities.gen';

/** The entity folders in the order they declare: each one's `order` in its entity.ts. */
const inOrder = Object.entries(entityFolders).sort(([, a], [, b]) => a.order - b.order);

/** The declarations listed as such; those made from the others (the activity log) come after them. */
const listed = inOrder.flatMap(([, entity]) => (typeof entity.declarations === 'function' ? [] : entity.declarations));

/** Each folder's declarations, checked. */
const byFolder = inOrder.map(([folder, entity]) => ({
    folder,
    declarations: (typeof entity.declarations === 'function' ? entity.declarations(listed) : entity.declarations).map(
        checkDeclaration,
    ),
}));

/**
 * Every declared entity, React-free: the data provider and the fake API read
 * this list. The screens (icons, custom views) are in ./index.ts.
 */
export const declarations: readonly ResourceDeclaration[] = byFolder.flatMap(folder => folder.declarations);

/** The names of each folder's declarations: its texts are their own wording (src/i18n/folderTexts.ts). */
export const folderDeclarationNames: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
    byFolder.map(({ folder, declarations: own }) => [folder, own.map(decl => decl.name)]),
);

/** A declaration by its name; a name no folder declares is a mistake in the code that asks. */
export const declarationNamed = (name: string): ResourceDeclaration => {
    const found = declarations.find(decl => decl.name === name);
    if (!found) throw new Error(`No entity declares "${name}"`);
    return found;
};
