import { lighten, type Theme } from '@mui/material/styles';

/**
 * A coloured text that keeps 4.5:1 on the lists' tints (a selected or hovered row; the bulk bar, a light tint of
 * the primary on a light page, a dark one on a dark page): the palette's dark shade on a light page, a light
 * one on a dark page, where the dark shades fell to 1.5-2.8:1.
 */
export const textOnTint = (tone: 'primary' | 'error') => (theme: Theme) => {
    const colour = theme.palette[tone];
    if (theme.palette.mode === 'light') return { color: colour.dark };
    return { color: tone === 'primary' ? colour.main : lighten(colour.main, 0.6) };
};
