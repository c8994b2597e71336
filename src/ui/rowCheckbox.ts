/**
 * The class of a list row's checkbox: a box around an invisible input (./ListRow.tsx), which shows the
 * theme's focus ring when the keyboard is on its input. Its own module: the theme, which every page
 * loads, needs the name and nothing else of the list.
 */
export const ROW_CHECKBOX = 'list-row-checkbox';
