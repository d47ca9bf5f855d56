import { assignInlineVars } from '@vanilla-extract/dynamic'
import type { ReactNode } from 'react'
import { vars } from '../styles/theme.css.ts'

/** Applies a company's accent colour (advanced branding) to everything inside. */
export function BrandScope({ accent, children }: { accent: string | null; children: ReactNode }) {
  return <div style={accent ? assignInlineVars({ [vars.color.accent]: accent }) : undefined}>{children}</div>
}
