/** Each field kind's CSV read-back (readBack.ts), by kind. */
import * as boolean from './boolean';
import * as date from './date.read';
import type { FieldOf, Kind, KindRead } from './kind';
import { readAsText } from './readParts';
import * as number from './number';
import * as picker from './picker';
import * as select from './select';
import * as toggle from './toggle';

export const READERS: { readonly [K in Kind]: KindRead<FieldOf<K>> } = {
    text: readAsText,
    number: number.read,
    select: select.read,
    color: readAsText,
    date: date.read,
    richText: readAsText,
    boolean: boolean.read,
    toggle: toggle.read,
    phone: readAsText,
    timezone: readAsText,
    picker: picker.read,
    file: readAsText,
    link: readAsText,
};
