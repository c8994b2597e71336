import * as yup from 'yup';
import { isFilled } from '../rules';
import type { FileField } from '../types';
import type { KindRule } from './kind';

/** A file on its way (react-admin's `{rawFile, src, title}`) or the stored name; the API checks the bytes. */
export const rule: KindRule<FileField> = (_field, { required }) =>
    required(yup.mixed().nullable() as unknown as yup.Schema, (r, m) => r.test('either', m, isFilled));

/** Anything: the API keeps a name, a link beside it. */
export const stored = () => ({});
