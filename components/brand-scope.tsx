import type { CSSProperties, ReactNode } from 'react'
import { vars } from '#styles/theme.css.ts'

/**
 * The custom property behind the theme's accent (`var(--x)` → `--x`), set directly: the
 * application form's JavaScript budget has no room for @vanilla-extract/dynamic.
 */
const ACCENT_PROPERTY = vars.color.accent.replace(/^var\((.*)\)$/, '$1')

/** Applies a company's accent colour (advanced branding) to everything inside. */
export function BrandScope({ accent, children }: { accent: string | null; children: ReactNode }) {
  return <div style={accent ? ({ [ACCENT_PROPERTY]: accent } as CSSProperties) : undefined}>{children}</div>
}
