import { conditionFields } from './conditions';
import { REFUSED } from './kinds/refused';
import { FIELD_CONDITIONS, type FieldDef, type ListProtocol, type ResourceDeclaration } from './types';

type ListFeature = 'search' | 'sort' | 'filters';

/**
 * What each list protocol carries to the API beyond the page (or applies in the browser): a list that declares
 * more is refused, since the rows would not change and nothing would say why.
 */
export const PROTOCOL_CARRIES: { readonly [K in ListProtocol['kind']]: readonly ListFeature[] } = {
    paged: ['search', 'sort', 'filters'],
    whole: ['search', 'sort', 'filters'],
    rest: ['search', 'sort', 'filters'],
    results: ['search'],
    pageQuery: [],
};

/** Where a declaration asks for each list feature (a search box, a sortable column, filters), if it does. */
const featuresAsked = (decl: Pick<ResourceDeclaration, 'fields' | 'list'>): Record<ListFeature, string | undefined> => {
    const sortable = Object.entries(decl.fields).find(([, field]) => field.sortable)?.[0];
    return {
        search: decl.list.search ? '"list.search"' : undefined,
        sort: sortable ? `field "${sortable}": "sortable"` : undefined,
        filters: decl.list.filters?.length ? '"list.filters"' : undefined,
    };
};

/** Features the list's protocol cannot carry. */
const listProblems = (decl: Pick<ResourceDeclaration, 'name' | 'fields' | 'list' | 'api'>): string[] => {
    const kind = decl.api.list.kind;
    return Object.entries(featuresAsked(decl))
        .filter(([feature, where]) => where && !PROTOCOL_CARRIES[kind].includes(feature as ListFeature))
        .map(([feature, where]) => `Entity "${decl.name}", ${where}: a "${kind}" list cannot carry its ${feature}`);
};

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

type Checked = Pick<ResourceDeclaration, 'name' | 'fields' | 'list' | 'api'>;

/** Columns hidden until shown that the list does not have: nothing would be offered. */
const strayHiddenColumns = (decl: Checked): string[] =>
    (decl.list.hiddenColumns ?? [])
        .filter(column => !decl.list.columns.includes(column))
        .map(column => `Entity "${decl.name}", "list.hiddenColumns": "${column}" is not one of "list.columns"`);

/** Every problem of a declaration, as "entity, field: problem" lines (empty when it can all work). */
const declarationProblems = (decl: Checked): string[] => [
    ...Object.entries(decl.fields).flatMap(([name, field]) =>
        fieldProblems(field, decl.fields).map(problem => `Entity "${decl.name}", field "${name}": ${problem}`),
    ),
    ...listProblems(decl),
    ...strayHiddenColumns(decl),
];

/** Declarations already found sound: defineResource checks each, and the entity list again (some skip defineResource). */
const sound = new WeakSet<object>();

/** Refuses, when the declarations load, a declaration with an option that cannot work where it is given. */
export const checkDeclaration = <D extends Checked>(decl: D): D => {
    if (sound.has(decl)) return decl;
    const problems = declarationProblems(decl);
    if (problems.length > 0) throw new Error(`Declaration refused:\n${problems.join('\n')}`);
    sound.add(decl);
    return decl;
};
