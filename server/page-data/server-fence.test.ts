import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every .ts/.tsx file under pages/, as a path from the project's root. */
function pageFiles(dir = 'pages'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return pageFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

const SERVER_IMPORT = /from\s+['"](#server\/[^'"]+)['"]/g

describe('the server fence (ADR 030)', () => {
  it('lets pages reach server code only through *.server.ts modules, which Vike keeps off the client', () => {
    const files = pageFiles()
    expect(files.length).toBeGreaterThan(20)
    const reached = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(SERVER_IMPORT)].map((match) => ({ file, module: match[1] ?? '' })),
    )
    expect(reached.length).toBeGreaterThan(5)
    const typeOnly = (file: string, module: string) =>
      new RegExp(
        `import type (?:\\{[^}]*\\}|\\w+)\\s+from\\s+['"]${module.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`,
      ).test(readFileSync(file, 'utf8'))
    const unfenced = reached.filter(({ file, module }) => !module.endsWith('.server.ts') && !typeOnly(file, module))
    expect(unfenced).toEqual([])
  })
})
