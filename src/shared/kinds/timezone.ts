import { isTimeZone } from '../timezones';
import type { TimezoneField } from '../types';
import type { KindRule } from './kind';
import { emptyString, requiredIf } from './ruleParts';

export const rule: KindRule<TimezoneField> = field =>
    requiredIf(
        emptyString().test('zone', field.required ?? 'Please choose a time zone', v => !v || isTimeZone(v)),
        field.required,
    );
