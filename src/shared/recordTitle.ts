import type { ResourceDeclaration } from './types';

/**
 * The field that names a record in words: the first one-line text column of
 * its list (an event's name, a tag's name). The activity log and the command
 * palette show a record by it.
 */
export const titleField = (decl: ResourceDeclaration): string | undefined =>
    decl.list.columns.find(column => {
        const field = decl.fields[column];
        return field?.kind === 'text' && !field.multiline;
    }) ?? decl.list.columns.find(column => decl.fields[column]?.kind === 'text');

/** A record's name for people: the fields its declaration names it by (a person's full name), else its title field, else its id. */
export const recordTitle = (decl: ResourceDeclaration, record: Record<string, unknown>): string => {
    const named = decl.audit?.name
        .map(key => record[key])
        .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
        .map(v => v.trim())
        .join(' ');
    if (named) return named;
    const field = titleField(decl);
    const value = field ? record[field] : undefined;
    return typeof value === 'string' && value.trim() ? value.trim() : String(record.id ?? record._id ?? '');
};

/** What tells two records of one name apart where they are listed out of their screen (a person's e-mail). */
export const recordHint = (decl: ResourceDeclaration, record: Record<string, unknown>): string | undefined => {
    const value = decl.recordHint ? record[decl.recordHint] : undefined;
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};
