import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * A widget's folder holds both sides (ADR 029): markup (`*.tsx`, `*.css.ts`), rendered in
 * the Worker, and enhancers (`*.client.ts`), bundled for the browser, which meet only in
 * the contract (`contract.ts`, plain TypeScript). Vike refuses a `.client.` module in the
 * Worker's build (https://vike.dev/file-env); this checks both directions on the sources.
 */
const IMPORT = /(?:import|export)\s*(?:type\s+)?(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('#components/')) return resolve('components', specifier.slice('#components/'.length))
  if (specifier.startsWith('#domain/')) return resolve('domain', specifier.slice('#domain/'.length))
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier)
  return null
}

function importsOf(file: string): { specifier: string; resolved: string | null; typeOnly: boolean }[] {
  const source = readFileSync(file, 'utf8')
  return [...source.matchAll(IMPORT)].map((match) => {
    const specifier = match[1] ?? match[2] ?? ''
    return {
      specifier,
      resolved: resolveImport(file, specifier),
      typeOnly: /^(?:import|export)\s+type\s/.test(match[0]),
    }
  })
}

/** Every module the browser's script reaches from `entry`, type-only imports aside. */
function browserClosure(entry: string): { file: string; specifier: string }[] {
  const seen = new Set<string>()
  const reached: { file: string; specifier: string }[] = []
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const { specifier, resolved, typeOnly } of importsOf(file)) {
      if (typeOnly) continue
      reached.push({ file, specifier })
      if (resolved && existsSync(resolved)) visit(resolved)
    }
  }
  visit(resolve(entry))
  return reached
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

describe('the widget fence (ADR 029)', () => {
  it('keeps markup, styles and React out of the browser script', () => {
    const reached = browserClosure('pages/+client.ts')
    expect(reached.some(({ specifier }) => specifier.includes('toasts.client.ts'))).toBe(true)
    // Lingui's `msg` macro (domain's message descriptors) compiles to plain objects.
    const markup = reached.filter(({ specifier }) =>
      /\.tsx$|\.css\.ts$|^react|^@lingui(?!\/core\/macro$)|^vike|^@vanilla-extract|^#server\//.test(specifier),
    )
    expect(markup).toEqual([])
  })

  it('keeps enhancers out of the markup: only the registry and enhancers import *.client.ts', () => {
    const importers = [...sourceFiles('components'), ...sourceFiles('pages')]
      .filter((file) => !file.endsWith('.client.ts') && !file.endsWith('+client.ts'))
      .flatMap((file) => importsOf(file).map(({ specifier }) => ({ file, specifier })))
    expect(importers.length).toBeGreaterThan(50)
    expect(importers.filter(({ specifier }) => specifier.includes('.client.'))).toEqual([])
  })
})
