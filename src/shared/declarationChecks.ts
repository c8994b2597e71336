import { conditionFields } from './conditions';
import { REFUSED } from './kinds/refused';
import { FIELD_CONDITIONS, type FieldDef, type ResourceDeclaration } from './types';

/** The options that only mean something in the add/edit form. */
const FORM_ONLY = ['required', ...FIELD_CONDITIONS] as const;

type Fields = Readonly<Record<string, FieldDef>>;
const given = (field: FieldDef, option: string) => (field as unknown as Record<string, unknown>)[option] !== undefined;

/** Options the field's kind cannot keep (a checkbox's requirement). */
const refusedByKind = (field: FieldDef): string[] => {
    const refused = REFUSED[field.kind];
    return (refused?.options ?? [])
        .filter(option => given(field, option))
        .map(option => `"${option}" cannot work on a ${field.kind} field: ${refused?.why}`);
};

/** A condition on the requirement with no message to show. */
const withoutMessage = (field: FieldDef): string[] =>
    (['requiredWhen', 'requiredUnless'] as const)
        .filter(option => field[option] && !field.required)
        .map(option => `"${option}" needs "required", the message shown while the field is required`);

/** Form rules on a field no form shows. */
const outsideForm = (field: FieldDef): string[] =>
    field.readOnly || field.listOnly
        ? FORM_ONLY.filter(option => given(field, option)).map(
              option => `"${option}" cannot work on a field outside the form (readOnly, listOnly)`,
          )
        : [];

/** Conditions reading a field the entity does not have. */
const unknownReads = (field: FieldDef, fields: Fields): string[] =>
    FIELD_CONDITIONS.flatMap(option =>
        conditionFields(field[option])
            .filter(read => !(read in fields))
            .map(read => `"${option}" reads "${read}", a field the entity does not declare`),
    );

/** What is wrong with one field's options, each problem naming the option. */
const fieldProblems = (field: FieldDef, fields: Fields): string[] => [
    ...refusedByKind(field),
    ...withoutMessage(field),
    ...outsideForm(field),
    ...unknownReads(field, fields),
];

/** Every problem of a declaration, as "entity, field: problem" lines (empty when it can all work). */
export const declarationProblems = (decl: Pick<ResourceDeclaration, 'name' | 'fields'>): string[] =>
    Object.entries(decl.fields).flatMap(([name, field]) =>
        fieldProblems(field, decl.fields).map(problem => `Entity "${decl.name}", field "${name}": ${problem}`),
    );

/** Refuses, when the declarations load, a declaration with an option that cannot work where it is given. */
export const checkDeclaration = <D extends Pick<ResourceDeclaration, 'name' | 'fields'>>(decl: D): D => {
    const problems = declarationProblems(decl);
    if (problems.length > 0) throw new Error(`Declaration refused:\n${problems.join('\n')}`);
    return decl;
};
