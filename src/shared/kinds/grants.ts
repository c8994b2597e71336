import * as yup from 'yup';
import type { GrantsField } from '../types';
import type { KindRead, KindRule } from './kind';

/**
 * A role's grants are an object of screens; whether each screen, action and field exists is the API's check
 * against the catalogue (grantsProblem), which names what is wrong.
 */
export const rule: KindRule<GrantsField> = (_field, { required }) =>
    required(
        yup
            .mixed()
            .nullable()
            .test(
                'grants',
                'Permissions must be an object of screens',
                value => value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value)),
            ),
        (schema, message) => schema.required(message),
    );

/** Grants are set in the matrix, never read from a CSV cell. */
export const read: KindRead<unknown> = () => ({ problem: 'Permissions are set in the role editor' });

export const stored = () => ({ type: 'object', additionalProperties: { type: 'object' } });
