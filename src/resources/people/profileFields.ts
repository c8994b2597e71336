import { birthDate, phone, select, text, timezone } from '../../shared/fields';
import type { FieldDef, SelectField } from '../../shared/types';
import { PROFILE_ARE_YOU, SIGNING_UP, WORKING_WITH } from './choices.shared';
import { ADDRESS_MAX, PHONE_MIN } from './fields.shared';

/**
 * The profile edit page's fields and messages (part 2, sections 2 and 5),
 * in the spec's order. Email is shown read-only; address has place suggestions.
 */
export const profileFields: Readonly<Record<string, FieldDef>> = {
    first_name: text({ label: 'First Name', required: 'Please Enter first name' }),
    last_name: text({ label: 'Last Name', required: 'Please Enter last name' }),
    email: text({ label: 'Email', required: 'Please enter email', email: 'The email you have entered is invalid' }),
    phone_number: phone({
        label: 'Phone Number',
        required: 'Please enter mobile number',
        min: { length: PHONE_MIN, message: 'Please enter a valid mobile number' },
    }),
    birth_date: birthDate({ label: 'Birth Date' }),
    address: text({
        label: 'Address',
        required: 'Please enter address.',
        max: { length: ADDRESS_MAX, message: `Address must be at most ${ADDRESS_MAX} characters` },
    }),
    timezone: timezone({ label: 'Timezone', required: 'Please enter timezone.', default: 'Asia/Calcutta' }),
    school: text({ label: 'school/University' }),
    are_you: select({ label: 'Are You?', choices: PROFILE_ARE_YOU }),
    working_with: select({ label: 'Working With?', choices: WORKING_WITH }),
    signing_up: select({ label: 'Signing Up?', choices: SIGNING_UP }),
};

/** The profile's starting values: the record's, with the page's defaults where it has none. */
export const profileValues = (record: Record<string, unknown>): Record<string, unknown> => {
    const values: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(profileFields)) {
        const stored = record[name];
        values[name] = stored === undefined || stored === null || stored === '' ? (field.default ?? '') : stored;
    }
    return values;
};

/**
 * The fields for one record: Are You? also offers the record's own answer when it is one the profile list lacks
 * (a coach added as "TBP coach"), so the page shows it and a save keeps it.
 */
export const profileFieldsFor = (
    record: Record<string, unknown>,
    own: SelectField,
): Readonly<Record<string, FieldDef>> => {
    const areYou = profileFields.are_you as SelectField;
    const current = own.choices.find(c => c.id === record.are_you && !areYou.choices.some(p => p.id === c.id));
    return current
        ? { ...profileFields, are_you: { ...areYou, choices: [...areYou.choices, current] } }
        : profileFields;
};
