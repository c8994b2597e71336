import type { Components, CSSObject, Theme } from '@mui/material/styles';

/** An MUI component's theme name (`MuiButton`), or a react-admin one's (`RaAppBar`), which MUI's types do not list. */
type Named = keyof Components<Theme> | `Ra${string}`;

const entry = (theme: Theme, name: Named) =>
    (
        theme.components as
            Record<string, { styleOverrides?: Record<string, unknown>; defaultProps?: object }> | undefined
    )?.[name];

/** CSS properties whose numbers carry no unit (emotion's, the ones a component's look uses). */
const UNITLESS = new Set(['lineHeight', 'fontWeight', 'opacity', 'zIndex', 'flex', 'flexGrow', 'flexShrink', 'order']);

/**
 * A look with its numbers written in px, as emotion reads them in a component's styles: a copy's look may be
 * given through `sx`, which would read `padding: 2` as two theme spacings, `borderRadius: 2` as two theme radii.
 */
const inPx = (look: Record<string, unknown>): CSSObject =>
    Object.fromEntries(
        Object.entries(look).map(([key, value]) => {
            if (typeof value === 'number' && !UNITLESS.has(key)) return [key, `${value}px`];
            if (value && typeof value === 'object' && !Array.isArray(value))
                return [key, inPx(value as Record<string, unknown>)];
            return [key, value];
        }),
    ) as CSSObject;

/**
 * The theme's `styleOverrides[slot]` for an MUI component, as the component reads them (an object, or a function
 * of the theme and the props): for a copy that draws that component, put after its own look as MUI puts them.
 */
export const themeOverrides = (
    theme: Theme,
    name: Named,
    slot = 'root',
    ownerState: Record<string, unknown> = {},
): CSSObject => {
    const look = entry(theme, name)?.styleOverrides?.[slot];
    const resolved = typeof look === 'function' ? look({ theme, ownerState }) : look;
    return resolved && typeof resolved === 'object' && !Array.isArray(resolved)
        ? inPx(resolved as Record<string, unknown>)
        : {};
};

/** The theme's `defaultProps` for an MUI component: what a copy takes for a prop its caller leaves unset. */
export const themeDefaults = <Props extends object>(theme: Theme, name: Named): Partial<Props> =>
    (entry(theme, name)?.defaultProps ?? {}) as Partial<Props>;
