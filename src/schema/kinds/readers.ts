/** Each field kind's CSV read-back (readBack.ts), by kind. */
import * as boolean from '../../shared/kinds/boolean';
import * as date from './date.read';
import * as grants from '../../shared/kinds/grants';
import type { FieldOf, Kind, KindRead } from '../../shared/kinds/kind';
import { readAsText } from '../../shared/kinds/readParts';
import * as number from '../../shared/kinds/number';
import * as picker from '../../shared/kinds/picker';
import * as select from '../../shared/kinds/select';
import * as toggle from '../../shared/kinds/toggle';

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
    grants: grants.read,
};
