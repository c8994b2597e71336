import type { ButtonProps } from '@mui/material/Button';
import { alpha, styled, type Theme, useTheme } from '@mui/material/styles';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { lightButton } from './lightControls';
import { themeDefaults, themeOverrides } from './themeParts';

type Variant = 'text' | 'outlined' | 'contained';

/** The pictures of a list screen's buttons: MUI's icons' paths (24 x 24), drawn as plain SVGs. */
export const TOOL_ICONS = {
    add: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z',
    importFile:
        'M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5zM8 15.01l1.41 1.41L11 14.84V19h2v-4.16l1.59 1.59L16 15.01 12.01 11z',
    views: 'M15 7v12.97l-4.21-1.81-.79-.34-.79.34L5 19.97V7zm4-6H8.99C7.89 1 7 1.9 7 3h10c1.1 0 2 .9 2 2v13l2 1V3c0-1.1-.9-2-2-2m-4 4H5c-1.1 0-2 .9-2 2v16l7-3 7 3V7c0-1.1-.9-2-2-2',
    saveView: 'M17 11v6.97l-5-2.14-5 2.14V5h6V3H7c-1.1 0-2 .9-2 2v16l7-3 7 3V11zm4-4h-2v2h-2V7h-2V5h2V3h2v2h2z',
    columns: 'M3 5v14h18V5zm5.33 12H5V7h3.33zm5.34 0h-3.33V7h3.33zM19 17h-3.33V7H19z',
    recentlyDeleted: 'M19 4h-3.5l-1-1h-5l-1 1H5v2h14zM6 7v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7zm8 7v4h-4v-4H8l4-4 4 4z',
} as const;
type Tone = 'primary' | 'secondary' | 'dark';

const VARIANTS = ['text', 'outlined', 'contained'] as const;

/**
 * The theme's Button overrides: root, then each variant's and the small size's slot, as MUI puts them after its
 * own look. Tripled class, so they win over the copy's own two- and three-class rules, as MUI's win over its own.
 */
const buttonOverrides = (theme: Theme) => {
    const root = (variant: Variant) => themeOverrides(theme, 'MuiButton', 'root', { variant, size: 'medium' });
    return {
        '&&&': root('text'),
        ...Object.fromEntries(
            VARIANTS.map(variant => [
                `&&&.${variant}`,
                { ...root(variant), ...themeOverrides(theme, 'MuiButton', variant, { variant }) },
            ]),
        ),
        '&&&.small': themeOverrides(theme, 'MuiButton', 'sizeSmall', { size: 'small' }),
    };
};

/**
 * MUI's Button as one styled `<button>`: its typography, sizes (medium, small), the text, outlined and contained
 * looks in the theme's primary or secondary colour (or the primary's darker shade, for small text on the page's
 * grey), the hover and pressed shades, the contained button's shadows and the disabled greys; the theme rings it
 * for the keyboard. A list's own buttons (Add, Import CSV, Views, Save view, Columns) were each an MUI Button, a
 * ButtonBase of about 50 React hooks.
 */
const Root = styled('button')(({ theme }) => {
    const { action, primary, secondary } = theme.palette;
    const colour = (tone: Tone) => (tone === 'secondary' ? secondary : primary);
    const looks = (['primary', 'secondary', 'dark'] as const).map(tone => {
        const { main, dark, contrastText } = colour(tone);
        const text = tone === 'dark' ? dark : main;
        return {
            at: {
                [`&.text.${tone}`]: { color: text },
                [`&.outlined.${tone}`]: { color: text, borderColor: alpha(main, 0.5) },
                [`&.contained.${tone}`]: { color: contrastText, backgroundColor: main },
            },
            hover: {
                [`&.text.${tone}:hover, &.outlined.${tone}:hover`]: {
                    backgroundColor: alpha(main, action.hoverOpacity),
                },
                [`&.outlined.${tone}:hover`]: { borderColor: main },
                [`&.contained.${tone}:hover`]: { backgroundColor: dark },
            },
        };
    });
    return Object.assign(
        {
            ...lightButton,
            ...theme.typography.button,
            minWidth: 64,
            padding: '6px 16px',
            borderRadius: theme.shape.borderRadius,
            textDecoration: 'none',
            transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
                duration: theme.transitions.duration.short,
            }),
            '&.text': { padding: '6px 8px' },
            '&.outlined': { padding: '5px 15px', border: '1px solid currentColor' },
            '&.contained': {
                boxShadow: theme.shadows[2],
                '&:hover': { boxShadow: theme.shadows[4] },
                '&:active': { boxShadow: theme.shadows[8] },
                '&:focus-visible': { boxShadow: theme.shadows[6] },
            },
            '&.small': { fontSize: theme.typography.pxToRem(13) },
            '&.small.text': { padding: '4px 5px' },
            '&.small.outlined': { padding: '3px 9px' },
            '&.small.contained': { padding: '4px 10px' },
            '& .start-icon': { display: 'inherit', marginRight: 8, marginLeft: -4, '& > svg': { fontSize: 20 } },
            '&.small .start-icon': { marginLeft: -2, '& > svg': { fontSize: 18 } },
            '& .start-icon > svg': { width: '1em', height: '1em', flexShrink: 0, fill: 'currentColor' },
            '&:disabled': { color: action.disabled, cursor: 'default', pointerEvents: 'none' },
            '&.outlined:disabled': { borderColor: action.disabledBackground },
            '&.contained:disabled': { backgroundColor: action.disabledBackground, boxShadow: theme.shadows[0] },
            // On a phone a compact button is its picture, named by its words (kept for screen readers and tests).
            [theme.breakpoints.down('sm')]: {
                // As the icon buttons beside them (Export): 40 px, a 24 px picture.
                '&.compact': { minWidth: 0, padding: 8, borderRadius: '50%' },
                '&.compact .start-icon': { margin: 0, '& > svg': { fontSize: 24 } },
                '&.compact .label': {
                    position: 'absolute',
                    width: 1,
                    height: 1,
                    overflow: 'hidden',
                    clip: 'rect(0 0 0 0)',
                    whiteSpace: 'nowrap',
                },
            },
        },
        ...looks.map(look => look.at),
        { '@media (hover: hover)': Object.assign({}, ...looks.map(look => look.hover)) },
        buttonOverrides(theme),
    );
});

export interface ToolButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
    variant?: Variant;
    /** The theme's primary or secondary colour, or the primary's darker shade. */
    tone?: Tone;
    size?: 'medium' | 'small';
    /** The picture before the text: an SVG path (`TOOL_ICONS`). */
    icon?: string;
    /** On a phone, the picture alone (its words its name and tooltip): a list's tools keep to one line. */
    compact?: boolean;
}

/**
 * A list screen's text, outlined or contained button, in MUI's Button look (see `Root`); what its caller leaves
 * unset comes from the theme's Button defaults (variant, small size, secondary colour), else MUI's.
 */
export const ToolButton = forwardRef<HTMLButtonElement, ToolButtonProps>(
    ({ variant, tone, size, icon, compact = false, className, children, ...rest }, ref) => {
        const defaults = themeDefaults<ButtonProps>(useTheme(), 'MuiButton');
        const classes = [
            variant ?? defaults.variant ?? 'text',
            tone ?? (defaults.color === 'secondary' ? 'secondary' : 'primary'),
            size ?? (defaults.size === 'small' ? 'small' : 'medium'),
            compact && 'compact',
            className,
        ];
        return (
            <Root
                ref={ref}
                type="button"
                className={classes.filter(Boolean).join(' ')}
                title={compact && typeof children === 'string' ? children : undefined}
                {...rest}
            >
                {icon && (
                    <span className="start-icon">
                        <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                            <path d={icon} />
                        </svg>
                    </span>
                )}
                {compact ? <span className="label">{children}</span> : children}
            </Root>
        );
    },
);
ToolButton.displayName = 'ToolButton';
