/** Each field kind's stored value in JSON Schema (the API's OpenAPI document), by kind. */
import * as boolean from './boolean';
import * as file from './file';
import * as grants from './grants';
import type { FieldOf, Kind, KindStored } from './kind';
import { TEXT } from './ruleParts';
import * as link from './link';
import * as number from './number';
import * as picker from './picker';
import * as toggle from './toggle';

const text = () => TEXT;

export const STORED: { readonly [K in Kind]: KindStored<FieldOf<K>> } = {
    text,
    number: number.stored,
    select: text,
    color: text,
    date: text,
    richText: text,
    boolean: boolean.stored,
    toggle: toggle.stored,
    phone: text,
    timezone: text,
    picker: picker.stored,
    file: file.stored,
    link: link.stored,
    grants: grants.stored,
};
