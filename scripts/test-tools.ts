/**
 * What `npm test` needs besides node_modules: a Chromium for the browser tests and Java for
 * the HTML checker (vnu-jar) and the XML schema check. Run first by `npm test`: it installs
 * them with apt when it can (root on Debian, as in CI), otherwise it stops at once with the
 * exact commands to run, rather than failing twenty minutes later in the browser tests.
 *
 *   node scripts/test-tools.ts --start   first step of `npm test`: Java now (the first tests
 *                                        use it), a missing Chromium in the background while
 *                                        the checks, unit and integration tests run
 *   node scripts/test-tools.ts           before the browser tests: waits for that install,
 *                                        then installs or reports what is still missing
 */
import { spawn, spawnSync } from 'node:child_process'
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { delimiter, join } from 'node:path'
import { chromium as playwrightChromium } from '@playwright/test'

/** Debian's package puts its launcher here. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium'

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return statSync(path).isFile()
  } catch {
    return false
  }
}

function onPath(command: string): string | undefined {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, command))
    .find(isExecutableFile)
}

/**
 * The Chromium the browser tests run: `CHROMIUM_PATH`, else Debian's, else the one
 * `npx playwright install chromium` downloaded. Undefined when there is none.
 */
export function findChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return [DEBIAN_CHROMIUM, playwrightChromium.executablePath()].find(isExecutableFile)
}

type Tool = { name: string; present: () => boolean; debianPackage: string; otherwise: string }

const TOOLS: Tool[] = [
  {
    name: 'Chromium (browser tests)',
    present: () => {
      const path = findChromium()
      return path !== undefined && isExecutableFile(path)
    },
    debianPackage: 'chromium',
    otherwise: 'npx playwright install chromium',
  },
  {
    name: 'Java (HTML checker)',
    present: () => onPath('java') !== undefined,
    debianPackage: 'default-jre-headless',
    otherwise: 'sudo apt-get install default-jre-headless   (or any Java 11+ runtime on PATH)',
  },
]

function aptGet(args: string[]): void {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`)
}

function provision(): number {
  if (process.env.CHROMIUM_PATH && !isExecutableFile(process.env.CHROMIUM_PATH)) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`)
    return 1
  }
  const missing = TOOLS.filter((tool) => !tool.present())
  if (missing.length === 0) return 0

  const canApt = process.getuid?.() === 0 && onPath('apt-get') !== undefined
  if (canApt) {
    const packages = missing.map((tool) => tool.debianPackage)
    console.info(`Installing what the tests need: apt-get install ${packages.join(' ')}`)
    aptGet(['update', '-qq'])
    aptGet(['install', '-y', '-qq', ...packages])
    const stillMissing = missing.filter((tool) => !tool.present())
    if (stillMissing.length === 0) return 0
    console.error(`Still missing after apt-get: ${stillMissing.map((tool) => tool.name).join(', ')}`)
    return 1
  }
  console.error('The tests need what this machine lacks. Run, then `npm test` again:')
  for (const tool of missing) console.error(`  ${tool.name}:  ${tool.otherwise}`)
  return 1
}

/** The background install's process id and its output (`.data` is the project's scratch). */
const BACKGROUND = { pid: '.data/test-tools-install.pid', log: '.data/test-tools-install.log' }

function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function backgroundInstall(): number | undefined {
  if (!existsSync(BACKGROUND.pid)) return undefined
  const pid = Number(readFileSync(BACKGROUND.pid, 'utf8'))
  return Number.isInteger(pid) && running(pid) ? pid : undefined
}

/**
 * What only the browser tests need (Chromium, about a minute of apt) is installed in the
 * background when Java is already there; anything else, or a machine where apt cannot run,
 * goes through `provision` at once, as before.
 */
function start(): number {
  if (backgroundInstall() !== undefined) return 0
  const missing = TOOLS.filter((tool) => !tool.present())
  const canApt = process.getuid?.() === 0 && onPath('apt-get') !== undefined
  if (missing.length === 0 || !canApt || missing.some((tool) => tool.debianPackage !== 'chromium')) {
    return provision()
  }
  mkdirSync('.data', { recursive: true })
  const log = openSync(BACKGROUND.log, 'w')
  const child = spawn(process.execPath, [import.meta.filename, '--install'], {
    detached: true,
    stdio: ['ignore', log, log],
  })
  child.unref()
  writeFileSync(BACKGROUND.pid, String(child.pid))
  console.info(`Installing Chromium in the background (${BACKGROUND.log}); the browser tests wait for it.`)
  return 0
}

async function afterBackground(): Promise<number> {
  const pid = backgroundInstall()
  if (pid !== undefined) console.info('Waiting for the Chromium install started with the tests...')
  while (pid !== undefined && running(pid)) await new Promise((retry) => setTimeout(retry, 500))
  if (existsSync(BACKGROUND.pid)) {
    rmSync(BACKGROUND.pid)
    console.info(readFileSync(BACKGROUND.log, 'utf8').trim())
  }
  return provision()
}

/** `--start` and `--install` (the background install itself), or the plain run. */
async function main(mode: string | undefined): Promise<number> {
  if (mode === '--start') return start()
  if (mode === '--install') return provision()
  return afterBackground()
}

if (import.meta.main) process.exit(await main(process.argv[2]))
