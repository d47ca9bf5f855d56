/**
 * What `npm test` needs besides node_modules: a Chromium for the browser tests, Debian's
 * Firefox ESR for the few that must also pass in Firefox (tests/firefox/), and Java for the
 * HTML checker (vnu-jar) and the XML schema check. Run first by `npm test`: it installs
 * them with apt when it can (root on Debian, as in CI), otherwise it stops at once with the
 * exact commands to run, rather than failing twenty minutes later in the browser tests.
 *
 *   node scripts/test-tools.ts --start     first step of `npm test`: Java now (the first
 *                                          tests use it), the missing browsers in the
 *                                          background, Chromium first, while the checks,
 *                                          unit and integration tests run
 *   node scripts/test-tools.ts             before the browser tests: waits for Chromium's
 *                                          install, then installs or reports what is missing
 *   node scripts/test-tools.ts --firefox   the same for Firefox (the Firefox tests' setup)
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
import { isProcessRunning } from './process-running.ts'

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the browser without its
 * window, the one Playwright itself runs headless. The full browser's headless mode cost five
 * times its CPU (70 page tests: 155 s of Chromium CPU against 28 s, 167 s wall against 72 s).
 */
const DEBIAN_CHROMIUM = '/usr/bin/chromium-headless-shell'
/** Debian's Firefox ESR, or `FIREFOX_PATH`: driven by puppeteer-core over WebDriver BiDi. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

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

/** `browser`: only the browser tests need it, so it may be installed in the background. */
type Tool = { name: string; present: () => boolean; debianPackage: string; otherwise: string; browser?: true }

const CHROMIUM: Tool = {
  name: 'Chromium (browser tests)',
  present: () => {
    const path = findChromium()
    return path !== undefined && isExecutableFile(path)
  },
  debianPackage: 'chromium-headless-shell',
  otherwise: 'npx playwright install chromium',
  browser: true,
}
const FIREFOX: Tool = {
  name: 'Firefox ESR (tests/firefox)',
  present: () => isExecutableFile(FIREFOX_PATH),
  debianPackage: 'firefox-esr',
  otherwise: 'sudo apt-get install firefox-esr   (or set FIREFOX_PATH)',
  browser: true,
}
const JAVA: Tool = {
  name: 'Java (HTML checker)',
  present: () => onPath('java') !== undefined,
  debianPackage: 'default-jre-headless',
  otherwise: 'sudo apt-get install default-jre-headless   (or any Java 11+ runtime on PATH)',
}
const TOOLS = [CHROMIUM, FIREFOX, JAVA]
/** The bots bench's text browser, driven through a terminal multiplexer (not needed by the tests). */
const TEXT_BROWSER: Tool[] = [
  {
    name: 'w3m (bench:bots)',
    present: () => onPath('w3m') !== undefined,
    debianPackage: 'w3m',
    otherwise: 'sudo apt-get install w3m',
  },
  {
    name: 'tmux (bench:bots)',
    present: () => onPath('tmux') !== undefined,
    debianPackage: 'tmux',
    otherwise: 'sudo apt-get install tmux',
  },
]

function aptGet(args: string[]): void {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`)
}

function provision(tools: Tool[]): number {
  if (process.env.CHROMIUM_PATH && !isExecutableFile(process.env.CHROMIUM_PATH)) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`)
    return 1
  }
  const missing = tools.filter((tool) => !tool.present())
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

/**
 * The background install: its process id, the packages it was started for, its output
 * (`.data` is the project's scratch), and the packages it has finished, one per line.
 */
const BACKGROUND = {
  pid: '.data/test-tools-install.pid',
  log: '.data/test-tools-install.log',
  done: '.data/test-tools-installed',
}

/** The running background install and what it installs, if there is one. */
function backgroundInstall(): { pid: number; packages: string[] } | undefined {
  if (!existsSync(BACKGROUND.pid)) return undefined
  const [pid, ...packages] = readFileSync(BACKGROUND.pid, 'utf8').trim().split(' ')
  return Number.isInteger(Number(pid)) && isProcessRunning(Number(pid)) ? { pid: Number(pid), packages } : undefined
}

function finishedPackages(): string[] {
  return existsSync(BACKGROUND.done) ? readFileSync(BACKGROUND.done, 'utf8').split('\n') : []
}

/**
 * What the first tests need (Java) is installed at once; the browsers in the background
 * (about a minute of apt each), one apt run after the other, Chromium first: the browser
 * tests wait for Chromium only, the Firefox tests for Firefox. A machine where apt cannot
 * run goes through `provision`, which says what to install.
 */
function start(): number {
  if (backgroundInstall() !== undefined) return 0
  const missing = TOOLS.filter((tool) => !tool.present())
  const canApt = process.getuid?.() === 0 && onPath('apt-get') !== undefined
  if (missing.length === 0 || !canApt) return provision(TOOLS)
  const now = missing.filter((tool) => !tool.browser)
  if (now.length > 0 && provision(now) !== 0) return 1
  const later = missing.filter((tool) => tool.browser)
  if (later.length === 0) return 0
  mkdirSync('.data', { recursive: true })
  rmSync(BACKGROUND.done, { force: true })
  const packages = later.map((tool) => tool.debianPackage)
  const log = openSync(BACKGROUND.log, 'w')
  const child = spawn(process.execPath, [import.meta.filename, '--install', ...packages], {
    detached: true,
    stdio: ['ignore', log, log],
  })
  child.unref()
  writeFileSync(BACKGROUND.pid, `${child.pid} ${packages.join(' ')}`)
  console.info(
    `Installing ${packages.join(' and ')} in the background (${BACKGROUND.log}); the browser tests wait for it.`,
  )
  return 0
}

/** The background install itself: each package in its own apt run, noted when done. */
function installInBackground(packages: string[]): number {
  for (const name of packages) {
    const tool = TOOLS.find((candidate) => candidate.debianPackage === name)
    const code = tool ? provision([tool]) : 1
    if (code !== 0) return code
    writeFileSync(BACKGROUND.done, `${name}\n`, { flag: 'a' })
  }
  return 0
}

/** Waits until the background install is done with `tools`, then installs or reports what is missing. */
async function afterBackground(tools: Tool[]): Promise<number> {
  const waitingFor = () => {
    const install = backgroundInstall()
    const finished = finishedPackages()
    return tools.filter(
      (tool) => install?.packages.includes(tool.debianPackage) && !finished.includes(tool.debianPackage),
    )
  }
  if (waitingFor().length > 0) {
    console.info(
      `Waiting for the install of ${waitingFor()
        .map((tool) => tool.debianPackage)
        .join(' and ')} started with the tests...`,
    )
  }
  while (waitingFor().length > 0) await new Promise((retry) => setTimeout(retry, 500))
  if (existsSync(BACKGROUND.log) && backgroundInstall() === undefined && existsSync(BACKGROUND.pid)) {
    rmSync(BACKGROUND.pid)
    console.info(readFileSync(BACKGROUND.log, 'utf8').trim())
  }
  return provision(tools)
}

/** Firefox for the Firefox tests: waits for its background install, or installs it. */
export async function ensureFirefox(): Promise<void> {
  if ((await afterBackground([FIREFOX])) !== 0) throw new Error(`No Firefox at ${FIREFOX_PATH}: ${FIREFOX.otherwise}`)
}

/** w3m and tmux for the bots bench's journey without JavaScript: installs them, or says how. */
export function ensureTextBrowser(): void {
  if (provision(TEXT_BROWSER) !== 0) throw new Error('The bots bench needs w3m and tmux (see above).')
}

/** `--start`, `--install` (the background install itself), `--firefox`, or the plain run. */
async function main([mode, ...packages]: string[]): Promise<number> {
  if (mode === '--start') return start()
  if (mode === '--install') return installInBackground(packages)
  if (mode === '--firefox') return afterBackground([FIREFOX])
  return afterBackground([CHROMIUM, JAVA])
}

if (import.meta.main) process.exit(await main(process.argv.slice(2)))
