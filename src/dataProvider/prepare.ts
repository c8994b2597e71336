import { withHttps } from '../shared/rules';
import type { ResourceDeclaration } from '../shared/types';

/** A file input's value as sent: a new file as is (it goes as a file part), the kept file by its stored name, none as ''. */
const fileValue = (value: unknown): unknown => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'object' && 'rawFile' in value) return value;
    if (typeof value === 'object' && 'stored' in value) return (value as { stored: unknown }).stored;
    return value;
};

/**
 * Form values as the API wants them: numbers with declared decimals go as
 * fixed-point text ("12.50"), web addresses with https:// in front, files as
 * above; the dependent pickers' values are `{value, label}` pairs as stored.
 */
export const prepareValues = (decl: ResourceDeclaration, values: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...values };
    for (const [name, field] of Object.entries(decl.fields)) {
        const raw = out[name];
        if (field.kind === 'text' && field.url && raw !== undefined) out[name] = withHttps(raw);
        if (field.kind === 'file' && name in out) out[name] = fileValue(raw);
        if (field.kind !== 'number' || field.decimals === undefined) continue;
        if (raw === '' || raw === null || raw === undefined) continue;
        const n = Number(raw);
        if (Number.isFinite(n)) out[name] = n.toFixed(field.decimals);
    }
    return out;
};
