/**
 * The profile edit page (part 2, section 2: "profile edit page with parameter
 * {id}"). Coaches and students share it; `?of=student` says whose record the
 * id is (a coach's when absent).
 */
export const profilePath = (id: string, of: 'coach' | 'student'): string =>
    `/edit-profile/${encodeURIComponent(id)}${of === 'student' ? '?of=student' : ''}`;
