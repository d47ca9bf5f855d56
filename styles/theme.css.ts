import { createGlobalTheme } from '@vanilla-extract/css'
import { PAGE_COLORS } from '#domain/brand-color.ts'

/**
 * Design tokens. `accent` is the one colour a company may override for its space.
 * Colours meet WCAG AA contrast on their intended background; those a company's accent meets
 * come from domain/brand-color.ts, which adjusts the accent to them.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    text: '#1b1f24',
    textMuted: '#4f5866',
    background: PAGE_COLORS.background,
    surface: PAGE_COLORS.surface,
    border: '#d8dee6',
    accent: '#0b6e4f',
    accentText: PAGE_COLORS.accentText,
    accentSoft: PAGE_COLORS.accentSoft,
    focus: '#1d4ed8',
    danger: '#b42318',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: '6px', md: '12px', pill: '999px' },
  shadow: { card: '0 1px 2px rgb(16 24 40 / 6%), 0 4px 12px rgb(16 24 40 / 8%)' },
  layout: { maxWidth: '1120px', topBarHeight: '64px' },
})
