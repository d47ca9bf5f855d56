import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The build's stylesheets, for the Worker to inline into every page (server/middleware/
 * inline-styles.ts, ADR 028): `import { INLINE_STYLES } from 'virtual:inline-styles'`
 * is `{ [href]: { css, hash } }` with each file's CSP hash ('sha256-…'). Vike builds the
 * client first (into dist/client, emptied each time); the server build reads its CSS files
 * from there. `vike dev` and the client get an empty map: their stylesheet links stay.
 */
const MODULE_ID = 'virtual:inline-styles'
const RESOLVED_ID = `\0${MODULE_ID}`
const CLIENT_OUT_DIR = 'dist/client'

type InlineStyle = { css: string; hash: string }

export function inlineStyles(): Plugin {
  let root = process.cwd()
  let isBuild = false
  return {
    name: 'career-site:inline-styles',
    configResolved(config) {
      root = config.root
      isBuild = config.command === 'build'
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      const styles = isBuild && this.environment.name !== 'client' ? readClientStyles(join(root, CLIENT_OUT_DIR)) : {}
      return `export const INLINE_STYLES = ${JSON.stringify(styles)}`
    },
  }
}

function readClientStyles(outDir: string): Record<string, InlineStyle> {
  if (!existsSync(outDir)) throw new Error(`inline-styles: ${outDir} is missing; the client must be built first`)
  const styles: Record<string, InlineStyle> = {}
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.css')) continue
    const css = readFileSync(join(outDir, file), 'utf8')
    // A stylesheet that could close its <style> element stays a link.
    if (/<\/style/i.test(css)) continue
    const href = `/${relative(outDir, join(outDir, file)).split('\\').join('/')}`
    styles[href] = { css, hash: `sha256-${createHash('sha256').update(css).digest('base64')}` }
  }
  return styles
}
