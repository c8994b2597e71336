import { formFields } from '../../src/shared/defineResource';
import type { FieldDef, ResourceDeclaration } from '../../src/shared/types';

/**
 * A value no other row has: a unique field's copy must not be refused as a duplicate, nor by the field's own rules
 * (its length cap, lower case): the stored value cut to leave room for a short lower-case mark.
 */
const fresh = (field: FieldDef, value: unknown) => {
    if (typeof value !== 'string') return value;
    const mark = ` c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const cap = field.kind === 'text' ? (field.max?.length ?? 255) : 255;
    return `${value.slice(0, Math.max(0, cap - mark.length))}${mark}`;
};

/** A record's form values as a new record's body: e-mails and unique values made the copy's own, the rest as stored. */
export const copyOf = (decl: ResourceDeclaration, row: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
        formFields(decl)
            .filter(([name]) => row[name] !== undefined && row[name] !== null)
            .map(([name, field]) => [
                name,
                field.kind === 'text' && field.email
                    ? `contract-${decl.name}-${Date.now()}@example.com`
                    : // A day that must be today or later (a coupon's expiry): a year from now.
                      field.kind === 'date' && field.min
                      ? new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10)
                      : 'unique' in field && field.unique
                        ? fresh(field, row[name])
                        : row[name],
            ]),
    );
