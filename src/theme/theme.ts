// Design tokens shared by every styled component. Direction comes from the language, not from the theme.

/** The writing direction the styles follow (i18n derives it from the language). */
export type Direction = 'ltr' | 'rtl';

export const theme = {
  colors: {
    ink: '#0f172a',
    inkSoft: '#334155',
    muted: '#64748b',
    line: '#e2e8f0',
    surface: '#ffffff',
    surfaceAlt: '#f8fafc',
    brand: '#0369a1',
    brandStrong: '#075985',
    brandSoft: '#e0f2fe',
    accent: '#f59e0b',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    success: '#15803d',
    heart: '#e11d48',
    onDark: '#f8fafc',
  },
  space: (n: number) => `${n * 4}px`,
  radius: { sm: '6px', md: '10px', lg: '16px', round: '999px' },
  shadow: {
    card: '0 1px 2px rgb(15 23 42 / 6%), 0 4px 12px rgb(15 23 42 / 6%)',
    raised: '0 8px 24px rgb(15 23 42 / 14%)',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', 'Noto Sans', Tahoma, sans-serif",
  },
  breakpoints: { sm: 576, md: 768, lg: 1024, xl: 1280, xxl: 1400 },
  /** One row of the header (and of the back office's bar). */
  barHeight: '64px',
  /** Below lg, the shop header's second row: the search across the screen. */
  searchRowHeight: '52px',
  /** The shop header's height: a row of controls, and a second for the search below lg or for the categories on
   * wide screens (GlobalStyle sets it). */
  headerHeight: 'var(--header-height)',
  maxWidth: '1240px',
} as const;

export type AppTheme = typeof theme;

export const mediaUp = (bp: keyof AppTheme['breakpoints']) =>
  `@media (min-width: ${theme.breakpoints[bp]}px)`;
export const mediaDown = (bp: keyof AppTheme['breakpoints']) =>
  `@media (max-width: ${theme.breakpoints[bp] - 0.02}px)`;
