import { posix } from 'node:path'
import { rolldown } from 'rolldown'
import type { Plugin, Rolldown } from 'vite'
import { type PageScript, pageScriptLoader } from './page-script-loader.ts'

/** The client entry every page loads (ADR 029). */
const SCRIPT_SOURCE = 'pages/+client.ts'
/** What the server build imports to load the page's script (server/middleware/page-script.ts). */
const PAGE_SCRIPT_MODULE = 'virtual:page-script'
const RESOLVED_PAGE_SCRIPT_MODULE = `\0${PAGE_SCRIPT_MODULE}`
/** Modules with state (the toasts on screen, a dialog's wiring): never copied, one instance each. */
const STATEFUL = /\.client\.ts$/

/**
 * One script request at load (ADR 029): the page's script, pages/+client.ts, is one file,
 * which the Worker has the page ask for once its first paint is out (ADR 052,
 * server/middleware/page-script.ts).
 * Rolldown puts every module that two entries share in a chunk of its own, and the client
 * build has entries no page loads (Vike's page entries and router: nothing hydrates) that
 * share a few small modules with the script: domain rules the enhancers follow (the job
 * list's URL, the e-mail check) and Vite's preload helper. The browser would find those
 * chunks only once the script ran, a round trip later. Once the client is bundled, this
 * copies them into the script; the chunks stay for the entries that import them. The
 * application form's checks are still loaded apart, on first touch (dynamic imports are
 * kept). A chunk holding an enhancer module (`*.client.ts`) is never copied: the build fails instead.
 * The server build gets the file's path and its loader (`virtual:page-script`).
 */
export function oneScript(): Plugin[] {
  let pageScript: PageScript | undefined
  const client: Plugin = {
    name: 'career-site:one-script',
    apply: 'build',
    // One instance for both builds: the server's reads what the client's found.
    sharedDuringBuild: true,
    // Before Vite's manifest is written, so that it lists the script without imports.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>()
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file)
      const script = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(SCRIPT_SOURCE))
      if (!script) return this.error(`one-script: no chunk for ${SCRIPT_SOURCE}`)
      pageScript = pageScriptLoader(`/${script.fileName}`)
      if (script.imports.length === 0) return
      for (const fileName of staticClosure(script, chunks)) {
        const stateful = chunks.get(fileName)?.moduleIds.find((id) => STATEFUL.test(id))
        if (stateful) return this.error(`one-script: ${stateful} would run twice; keep it out of shared chunks`)
      }
      script.code = await bundleInOne(script.fileName, chunks)
      script.imports = []
    },
  }
  const serverModule: Plugin = {
    name: 'career-site:page-script-module',
    sharedDuringBuild: true,
    resolveId: (id) => (id === PAGE_SCRIPT_MODULE ? RESOLVED_PAGE_SCRIPT_MODULE : undefined),
    load(id) {
      if (id !== RESOLVED_PAGE_SCRIPT_MODULE) return undefined
      const building = this.environment.config.command === 'build' && this.environment.name !== 'client'
      if (building && !pageScript) return this.error('one-script: the client must be built before the server')
      return `export const PAGE_SCRIPT = ${JSON.stringify(building ? pageScript : null)}`
    },
  }
  return [client, serverModule]
}

/** The chunks `chunk` imports statically, directly or not. */
function staticClosure(chunk: Rolldown.OutputChunk, chunks: Map<string, Rolldown.OutputChunk>): Set<string> {
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    for (const next of chunks.get(fileName)?.imports ?? []) visit(next)
  }
  for (const fileName of chunk.imports) visit(fileName)
  return seen
}

/** The built chunk `entry` with its static imports copied in; dynamic imports stay as they are. */
async function bundleInOne(entry: string, chunks: Map<string, Rolldown.OutputChunk>): Promise<string> {
  const build = await rolldown({
    input: entry,
    plugins: [
      {
        name: 'built-chunks',
        resolveId(source, importer, { kind }) {
          if (!importer) return source
          if (kind === 'dynamic-import') return { id: source, external: true }
          return posix.join(posix.dirname(importer), source)
        },
        load(id) {
          const chunk = chunks.get(id)
          if (!chunk) throw new Error(`one-script: ${id} is not a chunk of the build`)
          return chunk.code
        },
      },
    ],
  })
  try {
    const { output } = await build.generate({ format: 'es', minify: true })
    if (output.length !== 1 || !output[0]) throw new Error(`one-script: ${entry} did not come out as one file`)
    return output[0].code
  } finally {
    await build.close()
  }
}
