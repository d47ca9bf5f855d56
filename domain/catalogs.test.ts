import { describe, expect, it } from 'vitest'
import { readCatalog } from '../tests/tools/catalogs.ts'

// Every message of the French source catalogs has an English translation.

// `messages`: every page's; the others, some pages' only (lingui.config.ts).
describe.each(['messages', 'legal', 'after-applying', 'statistics'])('Lingui catalog %s', (name) => {
  const fr = readCatalog('fr', name)
  const en = readCatalog('en', name)
  it('is not empty', () => {
    expect(fr.size).toBeGreaterThan(10)
  })
  it('translates every French message into English', () => {
    const missing = [...fr.keys()].filter((id) => !en.get(id))
    expect(missing).toEqual([])
  })
})

// Every catalog is merged into one i18n instance per language (domain/i18n.ts): a text in
// two catalogs translated two ways would read as whichever was loaded last.
it('translates a text found in several catalogs the same way in each', () => {
  const names = ['messages', 'legal', 'after-applying', 'statistics']
  const seen = new Map<string, string>()
  const conflicts: string[] = []
  for (const name of names) {
    for (const [id, translation] of readCatalog('en', name)) {
      const earlier = seen.get(id)
      if (earlier !== undefined && earlier !== translation) conflicts.push(`${id}: ${earlier} / ${translation}`)
      seen.set(id, translation)
    }
  }
  expect(conflicts).toEqual([])
})
