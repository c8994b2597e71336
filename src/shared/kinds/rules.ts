/** Each field kind's form rule and new-record value (validation.ts), by kind. */
import * as boolean from './boolean';
import * as color from './color';
import * as date from './date';
import * as file from './file';
import * as grants from './grants';
import type { FieldOf, Kind, KindInitial, KindRule } from './kind';
import * as link from './link';
import * as number from './number';
import * as phone from './phone';
import * as picker from './picker';
import * as richText from './richText';
import * as select from './select';
import * as text from './text';
import * as timezone from './timezone';
import * as toggle from './toggle';

export const RULES: { readonly [K in Kind]: KindRule<FieldOf<K>> } = {
    text: text.rule,
    number: number.rule,
    select: select.rule,
    color: color.rule,
    date: date.rule,
    richText: richText.rule,
    boolean: boolean.rule,
    toggle: toggle.rule,
    phone: phone.rule,
    timezone: timezone.rule,
    picker: picker.rule,
    file: file.rule,
    link: link.rule,
    grants: grants.rule,
};

/** Kinds whose new record's value is not simply the declared default. */
export const INITIAL: { readonly [K in Kind]?: KindInitial<FieldOf<K>> } = {
    date: date.initial,
    boolean: boolean.initial,
    toggle: toggle.initial,
};
