/**
 * Serves the production build (`vike build`: dist/server and its assets) in workerd, which
 * listens on the port itself: the tests' Worker. `vike preview` runs the same Worker behind
 * Vite's Node server, which reads each request and sends it again to workerd; that proxy
 * cost more CPU than the Worker (300 requests: 2.3 s against 1.2 s, ADR 079) and answered a
 * POST 500 by itself when workerd had closed its pooled connection. People keep
 * `npm run preview`; this is the same configuration, read the way the preview reads it.
 *
 *   node scripts/serve-build.ts --port 8788
 *
 * Environment: what `vike preview` reads (the Hyperdrive connection strings, which
 * scripts/with-database.ts sets; `CLOUDFLARE_INCLUDE_PROCESS_ENV=true` for vars from the
 * environment; `WORKER_STATE_DIR` for R2 and the rate limits' local state).
 */
import { globSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler'

const BUILD = resolve(import.meta.dirname, '../dist/server')
/** The build's entry: Miniflare takes the first module as the Worker's. */
const ENTRY = 'index.mjs'

type ModuleRule = { type: 'ESModule' | 'CommonJS' | 'Text' | 'Data' | 'CompiledWasm'; include: string[] }

/** The build's modules, the entry first, found by the configuration's rules (as the preview does). */
function buildModules(rules: ModuleRule[]) {
  const others = rules.flatMap(({ type, include }) =>
    include
      .flatMap((pattern) => globSync(pattern, { cwd: BUILD }))
      .filter((path) => path !== ENTRY)
      .map((path) => ({ type, path })),
  )
  return [{ type: 'ESModule' as const, path: ENTRY }, ...others]
}

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } } })
if (!values.port) throw new Error('usage: node scripts/serve-build.ts --port <port>')

const config = unstable_readConfig({ config: resolve(BUILD, 'wrangler.json') })
const { workerOptions, externalWorkers } = unstable_getMiniflareWorkerOptions(config)
const { modulesRules, ...bindings } = workerOptions as typeof workerOptions & { modulesRules?: ModuleRule[] }
const miniflare = new Miniflare(
  convertV4MiniflareOptions({
    host: values.host,
    port: Number(values.port),
    // `/cdn-cgi/handler/scheduled?cron=…` runs the cron, as under `vike preview`.
    unsafeTriggerHandlers: true,
    resourcePersistencePath: resolve(process.env.WORKER_STATE_DIR ?? '.wrangler/state', 'v3'),
    workers: [
      { ...bindings, name: config.name, rootPath: BUILD, modules: buildModules(modulesRules ?? []) },
      ...externalWorkers,
    ],
  } as Parameters<typeof convertV4MiniflareOptions>[0]),
)
const url = await miniflare.ready
console.error(`Ready on ${url.href}`)

const stop = () => {
  miniflare.dispose().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
