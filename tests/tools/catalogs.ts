import { readFileSync } from 'node:fs'

/** A Lingui catalog (locales/{locale}/{name}.po) as its French source texts and their translations. */
export function readCatalog(locale: string, name: string): Map<string, string> {
  const text = readFileSync(new URL(`../../locales/${locale}/${name}.po`, import.meta.url), 'utf8')
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
