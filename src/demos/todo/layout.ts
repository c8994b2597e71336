/** Spec part 2, section 9: the to-do's mobile breakpoint and drawer width. */
export const NARROW = '(max-width:575.98px)';
export const DRAWER_WIDTH = 260;
