/** The three libraries and the folders they file into (spec part 2, section 2). */
export type Audience = 'coach' | 'student' | 'tbp';

export const AUDIENCES: readonly Audience[] = ['coach', 'student', 'tbp'];

/** Where each audience's screens live. */
export const LIBRARY_ROUTE: Record<Audience, string> = {
    coach: 'coach-resource-center',
    student: 'student-resource-center',
    tbp: 'tbp-resource-center',
};
export const FOLDER_ROUTE: Record<Audience, string> = {
    coach: 'category',
    student: 'student-category',
    tbp: 'tbp-category',
};
export const SUB_FOLDER_ROUTE: Record<Audience, string> = {
    coach: 'sub-category',
    student: 'sub-category-student',
    tbp: 'sub-category-tbp',
};
