import { describe, expect, it } from 'vitest'
import { readCatalog } from '../tests/tools/catalogs.ts'

// Every message of the French source catalogs has an English translation.

// `messages`: everything the server renders; `workspace`: the workspace's pages, hydrated in
// the browser with it alone (lingui.config.ts).
describe.each(['messages', 'workspace'])('Lingui catalog %s', (name) => {
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
