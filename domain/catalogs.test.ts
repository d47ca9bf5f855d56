import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** Every message of the French source catalog has an English translation. */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(new URL(`../locales/${locale}/messages.po`, import.meta.url), 'utf8')
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

describe('Lingui catalogs', () => {
  const fr = readCatalog('fr')
  const en = readCatalog('en')
  it('are not empty', () => {
    expect(fr.size).toBeGreaterThan(10)
  })
  it('translate every French message into English', () => {
    const missing = [...fr.keys()].filter((id) => !en.get(id))
    expect(missing).toEqual([])
  })
})
