import { yupResolver } from '@hookform/resolvers/yup';
import { describe, expect, it } from 'vitest';
import { registerRules } from '../../src/pages/register/rules';

const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'secret' };

/** The messages the form shows: the resolver keeps the first failing rule of each field. */
const messagesFor = async (values: Record<keyof typeof valid, string>) => {
    const { errors } = await yupResolver(registerRules)(values, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
    });
    return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
};

describe('register demo form', () => {
    it('requires every field with "This field is required"', async () => {
        expect(await messagesFor({ first_name: '', last_name: '  ', email: '', password: '' })).toEqual({
            first_name: 'This field is required',
            last_name: 'This field is required',
            email: 'This field is required',
            password: 'This field is required',
        });
    });

    it('asks for a valid email', async () => {
        expect(await messagesFor({ ...valid, email: 'ada@' })).toEqual({ email: 'Please Enter Valid Email' });
    });

    it('accepts a complete form', async () => {
        expect(await messagesFor(valid)).toEqual({});
    });
});
