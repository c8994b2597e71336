import { declarationNamed } from '../../src/shared/entities/declarations';

/** A select field's choice ids as its entity declares them, so the fake API's core imports no entity's folder. */
export const declaredChoiceIds = (entity: string, field: string): string[] => {
    const declared = declarationNamed(entity).fields[field];
    if (declared?.kind !== 'select') throw new Error(`${entity}.${field} is not a declared choice`);
    return declared.choices.map(choice => String(choice.id));
};
