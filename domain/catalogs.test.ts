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

// `messages`: every page's; `legal`: the privacy policy's and terms' (lingui.config.ts).
describe.each(['messages', 'legal'])('Lingui catalog %s', (name) => {
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
