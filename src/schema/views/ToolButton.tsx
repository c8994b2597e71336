import { alpha, styled } from '@mui/material/styles';
import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { bareButton } from './leanLook';

type Variant = 'text' | 'outlined' | 'contained';
type Tone = 'primary' | 'secondary' | 'dark';

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
            ...bareButton,
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
            '& .start-icon': { display: 'inherit', marginRight: 8, marginLeft: -4, '& > *': { fontSize: 20 } },
            '&.small .start-icon': { marginLeft: -2, '& > *': { fontSize: 18 } },
            '&:disabled': { color: action.disabled, cursor: 'default', pointerEvents: 'none' },
            '&.outlined:disabled': { borderColor: action.disabledBackground },
            '&.contained:disabled': { backgroundColor: action.disabledBackground, boxShadow: theme.shadows[0] },
        },
        ...looks.map(look => look.at),
        { '@media (hover: hover)': Object.assign({}, ...looks.map(look => look.hover)) },
    );
});

export interface ToolButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
    variant?: Variant;
    /** The theme's primary or secondary colour, or the primary's darker shade. */
    tone?: Tone;
    size?: 'medium' | 'small';
    startIcon?: ReactNode;
}

/** A list screen's text, outlined or contained button, in MUI's Button look (see `Root`). */
export const ToolButton = forwardRef<HTMLButtonElement, ToolButtonProps>(
    ({ variant = 'text', tone = 'primary', size = 'medium', startIcon, className, children, ...rest }, ref) => (
        <Root ref={ref} type="button" className={[variant, tone, size, className].filter(Boolean).join(' ')} {...rest}>
            {startIcon && <span className="start-icon">{startIcon}</span>}
            {children}
        </Root>
    ),
);
ToolButton.displayName = 'ToolButton';
