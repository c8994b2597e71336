import type { Choice } from '../../shared/types';

/** Who a package or coupon is for (spec part 1, section 9); packages and coupons share the wording. */
export const SUBSCRIBER_TYPES: readonly Choice[] = [
    { id: 'school_student', name: 'School Student' },
    { id: 'TBP_student', name: 'TBP Student' },
    { id: 'independently', name: 'Independent student' },
];

/** The list shows anything that is neither a school nor a TBP student as independent. */
export const OTHER_SUBSCRIBER = 'Independent student';
