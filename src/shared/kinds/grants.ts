import * as yup from 'yup';
import type { KindRead } from './kind';

/**
 * A role's grants are an object of screens; whether each screen, action and field exists is the API's check
 * against the catalogue (grantsProblem), which names what is wrong.
 */
export const rule = (): yup.Schema =>
    yup
        .mixed()
        .test(
            'grants',
            'Permissions must be an object of screens',
            value => value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value)),
        );

/** Grants are set in the matrix, never read from a CSV cell. */
export const read: KindRead<unknown> = () => ({ problem: 'Permissions are set in the role editor' });

export const stored = () => ({ type: 'object', additionalProperties: { type: 'object' } });
