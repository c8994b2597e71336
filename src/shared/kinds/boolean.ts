import * as yup from 'yup';
import type { BooleanField } from '../types';
import type { KindInitial, KindRead, Translate } from './kind';
import { same, sameAny } from './readParts';

/** A switch cleared to null is off. */
export const rule = (): yup.Schema =>
    yup.boolean().transform((value: unknown, original: unknown) => (original === null ? false : value));

/** Unset is off. */
export const initial: KindInitial<{ default?: unknown }> = field =>
    field.default !== undefined ? field.default : false;

const YES = ['yes', 'true', '1', 'active', 'on'];

/** Whether a cell says on: yes, true, 1, Active, on, or the field's own word for true, in English or translated. */
export const saysOn = (text: string, translate: Translate, own?: string): boolean =>
    YES.some(y => same(y, text)) || sameAny(text, [translate('Yes'), translate('Active'), own, own && translate(own)]);

/** Anything but on (an empty cell too) is off. */
export const read: KindRead<BooleanField> = (text, field, _name, { translate }) => ({
    value: saysOn(text, translate, field.texts?.true),
});

export const stored = () => ({ type: ['boolean', 'null'] });
