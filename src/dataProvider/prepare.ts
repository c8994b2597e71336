import type { ResourceDeclaration } from '../schema/types';

/** Form values as the API wants them: numbers with declared decimals go as fixed-point text ("12.50"). */
export const prepareValues = (decl: ResourceDeclaration, values: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...values };
    for (const [name, field] of Object.entries(decl.fields)) {
        if (field.kind !== 'number' || field.decimals === undefined) continue;
        const raw = out[name];
        if (raw === '' || raw === null || raw === undefined) continue;
        const n = Number(raw);
        if (Number.isFinite(n)) out[name] = n.toFixed(field.decimals);
    }
    return out;
};
