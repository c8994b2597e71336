import { alpha, styled, type Theme } from '@mui/material/styles';
import { lightBox, lightButton } from './lightControls';
import { themeOverrides } from './themeParts';

/** The class of a layer's light icon buttons, drawn once by the layer (`lightIconButton`). */
export const LIGHT_BUTTON = 'console-icon-button';

/**
 * MUI's icon button, as CSS for a plain `<button>`: its sizes (small 30 px, medium 40 px), its colours
 * (default, inherit, error), hover shade and disabled grey; a pressed button darkens where MUI ripples.
 * A layer's buttons are many (two a row): each MUI IconButton is a ButtonBase of about 50 React hooks.
 */
const lightIconButton = (theme: Theme) => {
    const { action, error } = theme.palette;
    return {
        ...lightButton,
        flex: '0 0 auto',
        borderRadius: '50%',
        textAlign: 'center' as const,
        color: action.active,
        padding: 5,
        fontSize: theme.typography.pxToRem(18),
        transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
        '&:hover': { backgroundColor: alpha(action.active, action.hoverOpacity) },
        '&:active': { backgroundColor: alpha(action.active, action.activatedOpacity) },
        '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
        [`&.${LIGHT_BUTTON}-medium`]: { padding: 8, fontSize: theme.typography.pxToRem(24) },
        [`&.${LIGHT_BUTTON}-inherit`]: { color: 'inherit' },
        [`&.${LIGHT_BUTTON}-error`]: {
            color: error.main,
            '&:hover': { backgroundColor: alpha(error.main, action.hoverOpacity) },
            '&:active': { backgroundColor: alpha(error.main, action.activatedOpacity) },
        },
        '&:disabled': {
            color: action.disabled,
            backgroundColor: 'transparent',
            cursor: 'default',
            pointerEvents: 'none',
        },
    };
};

/**
 * The theme's IconButton overrides (root, then the size's slot), as MUI puts them after its own look: tripled
 * class, so they win over the light button's own two-class rules.
 */
const iconButtonOverrides = (theme: Theme) => {
    const owner = (size: 'small' | 'medium') => ({ size, color: 'default', edge: false });
    const of = (slot: string, size: 'small' | 'medium') => themeOverrides(theme, 'MuiIconButton', slot, owner(size));
    return {
        ...of('root', 'small'),
        ...of('sizeSmall', 'small'),
        [`&.${LIGHT_BUTTON}-medium`]: { ...of('root', 'medium'), ...of('sizeMedium', 'medium') },
    };
};

/** The layer's box: no box of its own in the layout, the light buttons' look for what it holds. */
export const HintLayerRoot = styled('div')(({ theme }) => ({
    display: 'contents',
    [`& .${LIGHT_BUTTON}`]: lightIconButton(theme),
    [`& .${LIGHT_BUTTON}.${LIGHT_BUTTON}.${LIGHT_BUTTON}`]: iconButtonOverrides(theme),
    // A light button's picture: MUI's small icon (20 px) in the button's colour.
    [`& .${LIGHT_BUTTON}-icon`]: {
        display: 'inline-block',
        flexShrink: 0,
        width: '1em',
        height: '1em',
        fontSize: theme.typography.pxToRem(20),
        fill: 'currentColor',
        userSelect: 'none',
    },
    // A picture that says something (a built-in row's lock): the icon button's size and colour, no button.
    [`& .${LIGHT_BUTTON}-mark`]: { ...lightBox, borderRadius: '50%', padding: 5, color: theme.palette.action.active },
    // A row's buttons side by side, 4 px apart, as tall as a small icon button even with none (a protected row).
    [`& .${LIGHT_BUTTON}-group`]: { display: 'flex', flexDirection: 'row', gap: theme.spacing(0.5), minHeight: 30 },
    // In a menu (a row's actions on a phone): one under the other, each named in words beside its picture.
    [`&.${LIGHT_BUTTON}-labelled`]: {
        [`& .${LIGHT_BUTTON}-group`]: { flexDirection: 'column', alignItems: 'stretch' },
        '& span[aria-label]': { display: 'block' },
        '& :is(button, a)[aria-label]': {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-start',
            gap: theme.spacing(1.5),
            width: '100%',
            padding: theme.spacing(1, 1.5),
            borderRadius: theme.shape.borderRadius,
            '&::after': { content: 'attr(aria-label)', ...theme.typography.body2 },
        },
        // A named item reads as a menu's text, as its Status beside it: the icon buttons' grey read as disabled.
        [`& .${LIGHT_BUTTON}:not(.${LIGHT_BUTTON}-error):not(.${LIGHT_BUTTON}-inherit):not(:disabled)`]: {
            color: theme.palette.text.primary,
        },
    },
}));
