/**
 * What `npm run test:firefox` needs besides node_modules: Debian's Firefox ESR, driven by
 * puppeteer-core over WebDriver BiDi (tests/firefox/). Installed with apt when it can (root
 * on Debian, as in CI; about 80 MB to download), otherwise it says what to run.
 */

import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

function aptGet(args: string[]) {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`)
}

if (!existsSync(FIREFOX)) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(`No Firefox at ${FIREFOX}. Run: sudo apt-get install firefox-esr   (or set FIREFOX_PATH)`)
    process.exit(1)
  }
  console.info('Installing Firefox ESR for the Firefox tests: apt-get install firefox-esr')
  aptGet(['update', '-qq'])
  aptGet(['install', '-y', '-qq', 'firefox-esr'])
}
