/**
 * What MUI's ButtonBase gives every control, as plain CSS for the list's light controls (icon buttons, row
 * checkboxes, sort buttons, pager items), which the list's or a hint layer's styles draw in MUI's look.
 */
export const lightBox = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative' as const,
    boxSizing: 'border-box' as const,
    verticalAlign: 'middle',
    userSelect: 'none' as const,
    WebkitTapHighlightColor: 'transparent',
};

/** A `<button>` with none of the browser's own look: no border, background or margin, the text of its parent. */
export const lightButton = {
    ...lightBox,
    margin: 0,
    border: 0,
    backgroundColor: 'transparent',
    appearance: 'none' as const,
    cursor: 'pointer',
};
