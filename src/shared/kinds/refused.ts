import type { FieldBase } from '../types';
import type { Kind } from './kind';

type Option = keyof FieldBase;

const REQUIREMENT: readonly Option[] = ['required', 'requiredWhen', 'requiredUnless'];

/**
 * Options every field takes that a kind cannot keep, and why: refused when the declarations load rather than
 * ignored (no yup here, so the list's first load can check a declaration).
 */
export const REFUSED: { readonly [K in Kind]?: { options: readonly Option[]; why: string } } = {
    boolean: { options: REQUIREMENT, why: 'a checkbox is always on or off, never missing' },
    toggle: { options: REQUIREMENT, why: 'a switch is always on or off, never missing' },
    link: { options: [...REQUIREMENT, 'disabledWhen'], why: 'a link holds no value and has no input' },
};
