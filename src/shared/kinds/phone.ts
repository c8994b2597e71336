import { PHONE_MAX_DIGITS, phoneDigits } from '../phoneDigits';
import type { PhoneField } from '../types';
import type { KindRule } from './kind';
import { emptyString } from './ruleParts';

export const rule: KindRule<PhoneField> = (field, { required }) => {
    const invalid = field.min?.message ?? 'Please enter a valid mobile number';
    return required(
        emptyString().transform((v: string) => phoneDigits(v)),
        (r, m) => r.required(m),
    )
        .test('min', invalid, v => !v || v.length >= (field.min?.length ?? 0))
        .test('max', invalid, v => !v || v.length <= PHONE_MAX_DIGITS);
};
