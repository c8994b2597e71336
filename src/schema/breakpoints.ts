/** The console's breakpoints (../layout/theme.ts), plain data: the build reads them too (scripts/vite/consoleBootHints.ts). */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 900, lg: 1200, xl: 1536 } as const;

/** A phone's width as MUI's `breakpoints.down('sm')` queries it (its step: 0.05 px under the value). */
export const PHONE_MEDIA = `(max-width:${BREAKPOINTS.sm - 0.05}px)`;
