import { isTimeZone } from '../timezones';
import type { TimezoneField } from '../types';
import type { KindRule } from './kind';
import { emptyString } from './ruleParts';

export const rule: KindRule<TimezoneField> = (field, { required }) =>
    required(
        emptyString().test('zone', field.required ?? 'Please choose a time zone', v => !v || isTimeZone(v)),
        (r, m) => r.required(m),
    );
