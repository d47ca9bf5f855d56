import { vars } from './theme.css.ts'

/**
 * The layouts of a bare list (no bullets, no indent) that several pages share, as rules
 * for `style()` or `globalStyle()`.
 */

/** Items side by side, wrapping onto more lines: tags, chips, page numbers, a breadcrumb. */
export function wrappingRow(gap: string) {
  return { display: 'flex', flexWrap: 'wrap', gap, margin: 0, padding: 0, listStyle: 'none' } as const
}

/** Cards (items of a list, a description list's figures) in as many columns of at least `minWidth` as fit (`auto-fill` keeps empty tracks). */
export function cardGrid(minWidth: string, tracks: 'auto-fit' | 'auto-fill' = 'auto-fit') {
  return {
    display: 'grid',
    gridTemplateColumns: `repeat(${tracks}, minmax(${minWidth}, 1fr))`,
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  } as const
}
