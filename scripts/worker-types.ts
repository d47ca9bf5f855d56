/**
 * Writes worker-configuration.d.ts, the Worker's types (`Env`, the runtime's APIs), as
 * `wrangler types` makes them from wrangler.toml and the installed workerd. Generated, so not
 * tracked: `npm run typecheck` and `npm run build` run this first. It works offline (wrangler
 * asks the local workerd over loopback) and costs about 3 s when it writes; it writes only when
 * the file is missing or older than what it is made from, so most runs cost a file stat.
 *
 *   node scripts/worker-types.ts            write the file if it is missing or stale
 *   node scripts/worker-types.ts --force    write it anyway
 */
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const output = `${root}worker-configuration.d.ts`
/** The types change with the bindings (wrangler.toml) and with the workerd installed (the lock file). */
const sources = ['wrangler.toml', 'package-lock.json'].map((file) => `${root}${file}`)

const stale = () => {
  if (!existsSync(output)) return true
  const written = statSync(output).mtimeMs
  return sources.some((source) => existsSync(source) && statSync(source).mtimeMs > written)
}

if (process.argv.includes('--force') || stale()) {
  const started = performance.now()
  // This script's own Node (the project's, under npm), not whichever `node` is first on PATH.
  const wrangler = `${root}node_modules/wrangler/bin/wrangler.js`
  const run = spawnSync(process.execPath, [wrangler, 'types', '--strict-vars=false'], {
    cwd: root,
    encoding: 'utf8',
    // No telemetry or network lookups: the types come from the local workerd.
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
  })
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout}${run.stderr}\nworker-types: \`wrangler types\` failed (above).\n`)
    process.exit(run.status ?? 1)
  }
  console.info(`worker-types: wrote worker-configuration.d.ts in ${Math.round(performance.now() - started)} ms`)
}
