import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import { ownFields, typeProblem } from '../../src/shared/bodyTypes';
import { Refusal } from './answers';

/**
 * Validates a body against a form's rules and refuses with the message the
 * form would show first: the first field in the form's order, its first rule.
 * (yup's own first error is whichever check settles first, which need not be
 * the top field.)
 */
export const validateForm = async <S extends AnyObjectSchema>(schema: S, values: unknown): Promise<InferType<S>> => {
    const own = ownFields(schema, values);
    const problem = typeProblem(schema, own);
    if (problem) throw new Refusal(400, problem);
    try {
        return await schema.validate(own, { abortEarly: false });
    } catch (error) {
        if (!ValidationError.isError(error)) throw error;
        const order = Object.keys(schema.fields);
        const rank = (e: ValidationError) => {
            const at = order.indexOf(e.path ?? '');
            return at === -1 ? order.length : at;
        };
        const first = [...error.inner].sort((a, b) => rank(a) - rank(b))[0] ?? error;
        throw new Refusal(400, first.message);
    }
};
