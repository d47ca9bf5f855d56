import { describe, expect, it } from 'vitest'
import { companyTextFor, metaExcerpt, seoTextFor } from './seo-text.ts'

describe('seoTextFor', () => {
  const entry = { title: 'Carrières', metadesc: 'Rejoignez-nous.', en: { title: 'Careers' } }

  it('gives French pages the top-level texts and English pages their `en` variant', () => {
    expect(seoTextFor(entry, 'fr')).toEqual({ title: 'Carrières', metadesc: 'Rejoignez-nous.' })
    expect(seoTextFor(entry, 'en')).toEqual({ title: 'Careers', metadesc: undefined })
  })

  it('never gives English pages the French texts', () => {
    expect(seoTextFor({ title: 'Carrières', metadesc: 'Rejoignez-nous.' }, 'en')).toBeNull()
    expect(seoTextFor({ title: ' ', en: { title: '' } }, 'fr')).toBeNull()
    expect(seoTextFor(undefined, 'fr')).toBeNull()
  })
})

describe('companyTextFor', () => {
  it('keeps company-written texts for French pages only', () => {
    expect(companyTextFor('Énergie locale', 'fr')).toBe('Énergie locale')
    expect(companyTextFor('Énergie locale', 'en')).toBeNull()
    expect(companyTextFor('  ', 'fr')).toBeNull()
    expect(companyTextFor(null, 'fr')).toBeNull()
  })
})

describe('metaExcerpt', () => {
  it('keeps a short text whole, whitespace collapsed', () => {
    expect(metaExcerpt('  Une   phrase\ncourte. ')).toBe('Une phrase courte.')
  })

  it('cuts a long text at a word boundary and says so with an ellipsis', () => {
    const text = 'Lumen Énergie développe, construit et exploite des centrales solaires et éoliennes '.repeat(4)
    const excerpt = metaExcerpt(text)
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(155)
    expect(excerpt.endsWith('…')).toBe(true)
    expect(text).toContain(excerpt.slice(0, -1))
    const lastWord = excerpt.slice(0, -1).split(' ').at(-1) ?? ''
    expect(text.split(/[\s,]+/)).toContain(lastWord.replace(/,$/, ''))
  })

  it('cuts a single overlong word where it must, by code points', () => {
    const excerpt = metaExcerpt('🌞'.repeat(200), 10)
    expect(excerpt).toBe(`${'🌞'.repeat(9)}…`)
  })
})
