import type { Choice } from '../../shared/types';

/** The product's name, where the spec writes {product} in the enumerations (part 2, section 3). */
export const PRODUCT = 'TBP';

/** Add/Edit Coach: Are You? */
export const COACH_ARE_YOU: readonly Choice[] = [
    { id: 'independent_coach_mentor', name: 'Independent coach / mentor' },
    { id: 'teacher_tutor', name: 'Teacher / tutor' },
    { id: `${PRODUCT.toLowerCase()}_coach`, name: `${PRODUCT} coach` },
];

/** Student form: Are You? (the profile form also offers 'coach, mentor or tutor'). */
export const STUDENT_ARE_YOU: readonly Choice[] = [
    { id: 'School student', name: 'School student' },
    { id: 'University student', name: 'University student' },
];
export const PROFILE_ARE_YOU: readonly Choice[] = [
    ...STUDENT_ARE_YOU,
    { id: 'coach, mentor or tutor', name: 'coach, mentor or tutor' },
];

export const WORKING_WITH: readonly Choice[] = [
    { id: 'BIG PICTURE COACH', name: 'BIG PICTURE COACH' },
    { id: 'another coach, mentor or tutor', name: 'another coach, mentor or tutor' },
    { id: 'independently', name: 'independently' },
];

export const SIGNING_UP: readonly Choice[] = [
    { id: `with ${PRODUCT}`, name: `with ${PRODUCT}` },
    { id: 'through your school', name: 'through your school' },
    { id: 'independently', name: 'independently' },
];
