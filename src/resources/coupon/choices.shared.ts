import type { Choice } from '../../shared/types';

/** The coupon's option lists, in the spec's order (part 1, section 9). */
export const OFFER_TYPES: readonly Choice[] = [
    { id: 'percent', name: 'Percent' },
    { id: 'amount', name: 'Amount' },
];

export const DURATION_TYPES: readonly Choice[] = [
    { id: 'once', name: 'Once' },
    { id: 'repeating', name: 'Repeating' },
];

export const APPLY_TYPES: readonly Choice[] = [
    { id: 'monthly', name: 'Monthly' },
    { id: 'quarterly', name: 'Quarterly' },
    { id: 'half_yearly', name: 'Half Yearly' },
    { id: 'yearly', name: 'Yearly' },
    { id: 'all', name: 'All' },
];
