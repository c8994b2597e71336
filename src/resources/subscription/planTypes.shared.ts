import type { Choice } from '../../shared/types';

/** Billing periods, in the spec's order (part 1, section 9). */
export const PLAN_TYPES: readonly Choice[] = [
    { id: 'monthly', name: 'Monthly' },
    { id: 'yearly', name: 'Yearly' },
    { id: 'half_yearly', name: 'Half Yearly' },
    { id: 'quarterly', name: 'Quarterly' },
];

/** The list's plan type text: underscores as spaces, upper case ("half_yearly" → "HALF YEARLY"). */
export const planTypeText = (value: unknown): string =>
    value === null || value === undefined ? '' : String(value).replace(/_/g, ' ').toUpperCase();
