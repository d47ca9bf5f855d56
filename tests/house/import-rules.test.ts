import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The house's import rules, read from the source files themselves (types included: a cycle
 * through types is still two files that cannot be read one without the other):
 * - no import cycle between source files;
 * - `domain/` (isomorphic rules and schemas) imports neither `locales/` nor `components/`:
 *   imports flow domain → components → pages.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const SOURCE_FOLDERS = ['domain', 'components', 'pages', 'server', 'styles', 'locales']
const ALIASES: Record<string, string> = {
  '#server/': 'server/',
  '#domain/': 'domain/',
  '#components/': 'components/',
  '#styles/': 'styles/',
}
const EXACT_ALIASES: Record<string, string> = { '#main-catalogs': 'locales/main-catalogs.ts' }

function sourceFiles(folder: string): string[] {
  const path = join(ROOT, folder)
  if (!existsSync(path)) return []
  return readdirSync(path).flatMap((name) => {
    const child = join(folder, name)
    if (statSync(join(ROOT, child)).isDirectory()) return sourceFiles(child)
    return /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [child] : []
  })
}

const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g

/** The repository file `specifier` names from `file`, or null for a package. */
function resolveImport(file: string, specifier: string): string | null {
  let target: string | null = null
  if (specifier.startsWith('.')) target = join(dirname(file), specifier)
  else if (EXACT_ALIASES[specifier]) target = EXACT_ALIASES[specifier]
  else {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix))
    if (alias) target = ALIASES[alias] + specifier.slice(alias.length)
  }
  if (target === null) return null
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')]) {
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile())
      return relative(ROOT, join(ROOT, candidate))
  }
  return null
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8')
  const targets = new Set<string>()
  for (const match of text.matchAll(SPECIFIER)) {
    const target = resolveImport(file, match[1] ?? match[2] ?? match[3] ?? '')
    if (target !== null && target !== file) targets.add(target)
  }
  return [...targets]
}

/**
 * The one import of the catalogs made from domain/: the i18n instances load the one runtime
 * catalog per language. No other may be added.
 */
const CATALOG_LOADING_LEFT_IN_DOMAIN = ['domain/i18n.ts → locales/main-catalogs.ts']

const graph = new Map(SOURCE_FOLDERS.flatMap(sourceFiles).map((file) => [file, importsOf(file)]))

/** The strongly connected components of more than one file (Tarjan): each is a cycle. */
function cycles(): string[][] {
  let index = 0
  const indices = new Map<string, number>()
  const lowlinks = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    indices.set(file, index)
    lowlinks.set(file, index)
    index++
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue
      if (!indices.has(target)) {
        visit(target)
        lowlinks.set(file, Math.min(lowlinks.get(file) ?? 0, lowlinks.get(target) ?? 0))
      } else if (onStack.has(target)) {
        lowlinks.set(file, Math.min(lowlinks.get(file) ?? 0, indices.get(target) ?? 0))
      }
    }
    if (lowlinks.get(file) === indices.get(file)) {
      const component: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()
        if (member === undefined) break
        onStack.delete(member)
        component.push(member)
      } while (member !== file)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const file of graph.keys()) if (!indices.has(file)) visit(file)
  return found
}

describe('import rules', () => {
  it('reads the source files and their imports', () => {
    expect(graph.size).toBeGreaterThan(300)
    expect(graph.get('server/app.ts')).toContain('server/request-frame.ts')
  })

  it('has no import cycle between source files', () => {
    expect(cycles()).toEqual([])
  })

  it('keeps domain/ free of locales/ and components/', () => {
    const reaching = [...graph]
      .filter(([file]) => file.startsWith('domain/'))
      .flatMap(([file, targets]) =>
        targets.filter((target) => /^(locales|components)\//.test(target)).map((target) => `${file} → ${target}`),
      )
    expect(reaching).toEqual(CATALOG_LOADING_LEFT_IN_DOMAIN)
  })
})
