import * as yup from 'yup';
import { engineMessage } from '../messages';
import type { JsonSchema } from './kind';

/**
 * react-admin inputs turn a cleared box into null, and JSON clients may send
 * null: it means empty, so a required field gets its own message (not yup's
 * "cannot be null") and an optional one is stored empty.
 */
export const emptyString = () =>
    yup.string().transform((value: unknown, original: unknown) => (original === null ? '' : value));

export const defaultTextCap = (label: string, length: number) => ({
    length,
    message: engineMessage('textCap', { label, n: length }),
});

/** A text (most kinds store one), or empty. */
export const TEXT: JsonSchema = { type: ['string', 'null'] };
