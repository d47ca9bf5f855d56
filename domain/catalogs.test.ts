import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** Every message of the French source catalogs has an English translation. */
function readCatalog(locale: string, name: string): Map<string, string> {
  const text = readFileSync(new URL(`../locales/${locale}/${name}.po`, import.meta.url), 'utf8')
  const entries = new Map<string, string>()
  const pattern = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm
  for (const match of text.matchAll(pattern)) {
    const join = (block = '') =>
      block
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string)
        .join('')
    const id = join(match[1])
    if (id) entries.set(id, join(match[2]))
  }
  return entries
}

// `messages`: every page's; the others, some pages' only (lingui.config.ts).
describe.each(['messages', 'legal', 'after-applying'])('Lingui catalog %s', (name) => {
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

// The server renders a page with every catalog it needs, the browser with the page's own:
// a text in two catalogs translated two ways does not hydrate (React error 418).
it('translates a text found in several catalogs the same way in each', () => {
  const names = ['messages', 'legal', 'after-applying']
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
