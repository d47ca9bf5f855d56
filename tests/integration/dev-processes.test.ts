import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { isProcessRunning } from '../../scripts/process-running.ts'

/**
 * scripts/with-database.ts as `npm run dev` and `npm run preview` use it, with real processes:
 * the command it wraps (node, as vike is) starts a process of its own, as vike and wrangler
 * start workerd, and everything must be gone after any stop signal.
 */
const PORT = Number(process.env.DEV_PROCESSES_DB_PORT ?? 54337)
const DATA_DIR = resolve('.data/dev-processes')
const SCRIPT = resolve('scripts/with-database.ts')
/** The wrapped command: starts a long-lived helper, writes its pid and its own, then runs until stopped. */
const COMMAND = `
  const { spawn } = require('node:child_process')
  const helper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  require('node:fs').writeFileSync(process.env.HELPER_PID_FILE, helper.pid + ' ' + process.pid)
  setInterval(() => {}, 1000)
`

let started: ChildProcess[] = []
const workDir = mkdtempSync(join(tmpdir(), 'dev-processes-'))

afterEach(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  started = []
})

function runWithDatabase(name: string) {
  const helperPidFile = join(workDir, `${name}.pid`)
  let output = ''
  const child = spawn(process.execPath, [SCRIPT, 'node', '-e', COMMAND], {
    env: { ...process.env, DATABASE_PORT: String(PORT), DATABASE_DIR: DATA_DIR, HELPER_PID_FILE: helperPidFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return {
    child,
    exited,
    output: () => output,
    /** Once the command runs: the pids of its helper, of itself and of the PostgreSQL server. */
    running: async () => {
      // The file exists before its pid is written in it: wait for the number (an empty read
      // is pid 0, which `kill(0, 0)` takes for this very process group).
      const pidsIn = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split(' ').map(Number) : [])
      await expect.poll(() => pidsIn(helperPidFile)[1] ?? 0, { timeout: 30_000 }).toBeGreaterThan(0)
      const [helper = 0, command = 0] = pidsIn(helperPidFile)
      const postgres = Number(readFileSync(join(DATA_DIR, 'postmaster.pid'), 'utf8').split('\n')[0])
      rmSync(helperPidFile)
      return { helper, command, postgres }
    },
  }
}

describe('with-database', () => {
  test.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    '%s stops the command, what it started and the database',
    async (signal) => {
      const run = runWithDatabase(signal)
      const { helper, postgres } = await run.running()
      expect(isProcessRunning(helper) && isProcessRunning(postgres)).toBe(true)

      run.child.kill(signal)
      await run.exited
      await expect.poll(() => isProcessRunning(helper), { timeout: 10_000 }).toBe(false)
      await expect.poll(() => isProcessRunning(postgres), { timeout: 10_000 }).toBe(false)
    },
  )

  test('a database left running by a killed run is stopped, and the next start succeeds', async () => {
    const crashed = runWithDatabase('crashed')
    const left = await crashed.running()
    // Killed outright, the wrapper stops nothing: what it started is killed here, but the database.
    crashed.child.kill('SIGKILL')
    process.kill(left.helper, 'SIGKILL')
    process.kill(left.command, 'SIGKILL')
    await crashed.exited
    expect(isProcessRunning(left.postgres)).toBe(true)

    const next = runWithDatabase('next')
    const { postgres } = await next.running()
    expect(postgres).not.toBe(left.postgres)
    expect(isProcessRunning(left.postgres)).toBe(false)
    expect(next.output()).toContain(`left running on ${DATA_DIR}`)
    next.child.kill('SIGTERM')
    await next.exited
  })

  test('a port held by another program is named, and nothing is left', async () => {
    const holder = createServer()
    await new Promise<void>((done) => holder.listen(PORT, '127.0.0.1', done))
    try {
      const run = runWithDatabase('port-taken')
      expect(await run.exited).toBe(1)
      expect(run.output()).toContain(`Port ${PORT} is already in use by another program`)
      expect(run.output().trim()).not.toMatch(/undefined$/)
      expect(existsSync(join(DATA_DIR, 'postmaster.pid'))).toBe(false)
    } finally {
      await new Promise((done) => holder.close(done))
    }
  })
})
