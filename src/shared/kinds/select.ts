import { accepted } from './select.text';
import type { SelectField } from '../types';
import type { KindRead, KindRule } from './kind';
import { filled, sameAny } from './readParts';
import { emptyString } from './ruleParts';

export const rule: KindRule<SelectField> = (field, { required }) => {
    const ids = accepted(field).map(c => c.id);
    const s = emptyString().test({
        name: 'choice',
        message: field.required ?? 'Please choose one of the options',
        // Read back by schema.describe() (the API's OpenAPI document); '' is an empty choice.
        params: { enum: field.required && !field.requiredUnless && !field.requiredWhen ? ids : ['', ...ids] },
        test: v => !v || ids.includes(v),
    });
    return required(s, (r, m) => r.required(m));
};

/** A choice's id, its name or its translated name; anything else as typed, for the rule to refuse. */
export const read: KindRead<SelectField> = filled((text, field, _name, { translate }) => {
    const choice = accepted(field).find(c => sameAny(text, [c.id, c.name, translate(c.name)]));
    return { value: choice ? choice.id : text };
});
