import type { Components, CSSObject, Theme } from '@mui/material/styles';

type Named = keyof Components<Theme>;

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
    const overrides = (theme.components?.[name] as { styleOverrides?: Record<string, unknown> } | undefined)
        ?.styleOverrides;
    const look = overrides?.[slot];
    const resolved = typeof look === 'function' ? look({ theme, ownerState }) : look;
    return resolved && typeof resolved === 'object' && !Array.isArray(resolved) ? (resolved as CSSObject) : {};
};

/** The theme's `defaultProps` for an MUI component: what a copy takes for a prop its caller leaves unset. */
export const themeDefaults = <Props extends object>(theme: Theme, name: Named): Partial<Props> =>
    ((theme.components?.[name] as { defaultProps?: Partial<Props> } | undefined)?.defaultProps ?? {}) as Partial<Props>;
