/**
 * A newcomer's first minutes: a fresh clone of this repository's HEAD, the machine's own Node
 * first on PATH (not the project's Node 24), the README's `npm install && npm run dev`, a
 * company page answering, then a stop signal to npm leaving no process behind.
 *
 *   node --test tests/fresh-clone/fresh-clone.test.ts
 *
 * FRESH_CLONE_REF picks another commit than HEAD; FRESH_CLONE_NODE the Node to start from
 * (default: the one running npm, else the first `node` on PATH outside node_modules);
 * FRESH_CLONE_PORT and FRESH_CLONE_DB_PORT the ports.
 */
import assert from 'node:assert/strict'
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { after, test } from 'node:test'

const PORT = Number(process.env.FRESH_CLONE_PORT ?? 3100)
const DB_PORT = Number(process.env.FRESH_CLONE_DB_PORT ?? 54338)
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim()
const head = execFileSync('git', ['rev-parse', process.env.FRESH_CLONE_REF ?? 'HEAD'], { encoding: 'utf8' }).trim()
const clone = join(mkdtempSync(join(tmpdir(), 'fresh-clone-')), 'career-site')
// As a clone in a shared folder is: run as root, PostgreSQL runs as the user postgres and must
// reach its binaries in node_modules, which mkdtemp's private folder would not let it.
chmodSync(dirname(clone), 0o755)

/** PATH as on the machine: without the node_modules/.bin folders npm put first. */
const machinePath = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => !dir.includes('node_modules'))
  .join(delimiter)
const machineNode =
  process.env.FRESH_CLONE_NODE ??
  process.env.npm_node_execpath ??
  execFileSync('sh', ['-c', 'command -v node'], { encoding: 'utf8', env: { ...process.env, PATH: machinePath } }).trim()
/** The environment of a new shell: the machine's Node first, nothing of the npm running us. */
const env = Object.fromEntries(
  Object.entries({ ...process.env, PATH: `${dirname(machineNode)}${delimiter}${machinePath}` }).filter(
    ([name]) => !/^npm_|^INIT_CWD$|^NODE_OPTIONS$/.test(name),
  ),
) as NodeJS.ProcessEnv
let dev: ChildProcess | undefined

after(() => {
  // Only when an assertion failed midway: whatever is left of the run goes.
  if (dev?.pid) for (const pid of processesIn(clone)) process.kill(pid, 'SIGKILL')
  rmSync(dirname(clone), { recursive: true, force: true })
})

/** Processes running from the clone or with it in their command line: ours, and nobody else's. */
function processesIn(dir: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .filter((pid) => {
      try {
        const cwd = readlinkSync(`/proc/${pid}/cwd`)
        return cwd.startsWith(dir) || readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir)
      } catch {
        return false // gone meanwhile, or not ours to read
      }
    })
    .map(Number)
}

async function poll<T>(what: string, probe: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs: number) {
  let last: T | undefined
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    last = await probe()
    if (done(last)) return last
    await new Promise((resolve) => setTimeout(resolve, 250)) // between probes of a server or /proc
  }
  assert.fail(`${what}: still ${JSON.stringify(last)} after ${timeoutMs / 1000} s`)
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

test('npm install && npm run dev on a fresh clone, then a stop signal to npm', { timeout: 900_000 }, async (t) => {
  const nodeVersion = execFileSync(machineNode, ['--version'], { encoding: 'utf8' }).trim()
  t.diagnostic(`machine Node: ${machineNode} ${nodeVersion}; clone of ${head.slice(0, 12)} in ${clone}`)
  execFileSync('git', ['clone', '--quiet', '--no-checkout', root, clone])
  execFileSync('git', ['-C', clone, 'checkout', '--quiet', head])

  let started = performance.now()
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: clone, env, stdio: 'pipe' })
  t.diagnostic(`npm install: ${seconds(started)}`)

  const page = `http://localhost:${PORT}/fr/lumen-energie`
  const status = () =>
    fetch(page).then(
      (response) => response.status,
      () => 0,
    )
  assert.equal(await status(), 0, `port ${PORT} must be free: set FRESH_CLONE_PORT`)
  started = performance.now()
  let output = ''
  const child = spawn('npm', ['run', 'dev', '--', '--port', String(PORT)], {
    cwd: clone,
    env: { ...env, DATABASE_PORT: String(DB_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  dev = child
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise((done) => child.once('exit', done))
  await poll(`${page} (dev output:\n${output})`, status, (code) => code === 200 || child.exitCode !== null, 300_000)
  assert.equal(await status(), 200, `dev output:\n${output}`)
  t.diagnostic(`npm run dev until ${page} answered 200: ${seconds(started)}`)
  assert.ok(existsSync(join(clone, '.data/postgres/postmaster.pid')), 'the embedded PostgreSQL runs')

  child.kill('SIGTERM')
  await exited
  const left = await poll(
    'processes left after SIGTERM to npm',
    () => processesIn(clone),
    (pids) => !pids.length,
    20_000,
  )
  assert.deepEqual(left, [])
})
