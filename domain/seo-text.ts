import type { Locale } from './locale.ts'

/** The texts a company may write for a page's title and meta description (seo_pages). */
export type SeoText = { title?: string; metadesc?: string }
/**
 * One page's entry in seo_pages: French at the top level, the language companies write in,
 * and optionally its English variant under `en` (ADR 027).
 */
export type SeoEntry = SeoText & { en?: SeoText }

/** The company's SEO texts for a page in this language, or null: English pages never show the French ones. */
export function seoTextFor(entry: SeoEntry | undefined, locale: Locale): SeoText | null {
  if (!entry) return null
  const text = locale === 'fr' ? { title: entry.title, metadesc: entry.metadesc } : entry.en
  const title = text?.title?.trim() || undefined
  const metadesc = text?.metadesc?.trim() || undefined
  return title || metadesc ? { title, metadesc } : null
}

/** A text the company wrote (in French) as page metadata: only on French pages; English ones use their own default. */
export function companyTextFor(text: string | null, locale: Locale): string | null {
  return locale === 'fr' && text?.trim() ? text : null
}

/** Longest meta description kept whole; search engines cut around 155-160 characters. */
export const META_DESCRIPTION_MAX = 155

/** A meta description from a longer text: whitespace collapsed, cut at a word boundary with an ellipsis. */
export function metaExcerpt(text: string, max = META_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(flat)
  if (chars.length <= max) return flat
  const cut = chars.slice(0, max - 1).join('')
  const lastSpace = cut.lastIndexOf(' ')
  // A single word longer than the limit is cut where it must be.
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut
  return `${words.replace(/[\s,;:.–—-]+$/, '')}…`
}
