/** SPEC section 9 breakpoints (px): the theme's, and the widths image `sizes` are worked out at. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** Every page's main column (AppLayout): at most this wide, padding included. */
export const PAGE_MAX_WIDTH = 1440;

/** The main column's padding on each side (px), from each breakpoint on. */
export const PAGE_GUTTER = { xs: 16, sm: 24, md: 32 } as const;
