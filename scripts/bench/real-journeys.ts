/**
 * The people's side of `npm run bench:bots` (issue 42 §2): candidates applying in real
 * browsers at a person's pace, the proof of work's solving time on a phone's CPU, and the
 * form's submit time with and without the proof.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, ElementHandle, Page } from 'puppeteer-core'
import { type Attempt, type BenchTarget, benchPdf, runName } from './bot-suite.ts'

/** A person types: a few characters a second, not a paste. */
export const TYPING_DELAY_MS = 40

/** `w3m` is scripts/bench/text-browser.ts; the others are driven here. */
export type Journey = 'chromium' | 'firefox-esr' | 'keyboard-only' | 'no-javascript' | 'w3m'

async function writeCv(page: Page, seed: string) {
  const input = await page.$('input[name="cv"]')
  if (!input) throw new Error('no CV field')
  const file = join(mkdtempSync(join(tmpdir(), 'bench-cv-')), 'cv.pdf')
  writeFileSync(file, benchPdf(seed))
  await (input as ElementHandle<HTMLInputElement>).uploadFile(file)
}

/** `count` random digits in pairs, as a phone number is written. */
const pairs = (count: number) =>
  String(Math.floor(Math.random() * 10 ** count))
    .padStart(count, '0')
    .replace(/(\d\d)(?=\d)/g, '$1 ')

/** Presses Tab until `selector` has the focus, as a keyboard user moves through the form. */
async function tabTo(page: Page, selector: string) {
  for (let press = 0; press < 40; press++) {
    if (await page.$eval(selector, (element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${selector}`)
}

/** Fills the form as a person does, field after field, with the mouse (or the keyboard only). */
async function fillAsAPerson(page: Page, email: string, run: string, keyboardOnly: boolean) {
  const reach = (selector: string) => (keyboardOnly ? tabTo(page, selector) : page.click(selector))
  const values: [string, string][] = [
    ['firstName', `Camille${run}`],
    ['lastName', 'Durand'],
    ['email', email],
    // With the keyboard, Tab selects the field's "+33 " and the national "06…" replaces it:
    // read as the chosen country's (domain/phone-input.ts).
    ['phone', `06 ${pairs(8)}`],
  ]
  for (const [name, value] of values) {
    await reach(`input[name="${name}"]`)
    await page.keyboard.type(value, { delay: TYPING_DELAY_MS })
  }
  await writeCv(page, `${run}-${email}`)
  await reach('textarea[name="coverLetter"]')
  await page.keyboard.type('Votre offre correspond à ce que je cherche.', { delay: TYPING_DELAY_MS / 2 })
  for (const name of ['consentRetention', 'consentTerms']) {
    if (keyboardOnly) {
      await tabTo(page, `input[name="${name}"]`)
      await page.keyboard.press('Space')
    } else await page.click(`input[name="${name}"]`)
  }
}

/** Sends the form and waits for the confirmation page; the time from the click, in ms. */
async function submit(page: Page, keyboardOnly: boolean): Promise<number> {
  const started = performance.now()
  const confirmed = page.waitForFunction(() => location.pathname.endsWith('/confirmation'), { timeout: 30_000 })
  if (keyboardOnly) {
    await tabTo(page, 'button[type="submit"]')
    await page.keyboard.press('Enter')
  } else await page.click('button[type="submit"]')
  await confirmed
  return performance.now() - started
}

/** One candidate's application in `browser`, from the form's page to its confirmation. */
export async function applyAsAPerson(
  target: BenchTarget,
  browser: Browser,
  journey: Journey,
  path: string,
): Promise<Attempt> {
  const run = runName()
  const email = `person-${journey}-${run}@bench.example`
  const page = await browser.newPage()
  try {
    // Firefox over WebDriver BiDi has no switch for it: only the no-JavaScript journey asks.
    if (journey === 'no-javascript') await page.setJavaScriptEnabled(false)
    await page.goto(`${target.origin}${path}`, { waitUntil: 'load' })
    await fillAsAPerson(page, email, run, journey === 'keyboard-only')
    await submit(page, journey === 'keyboard-only')
    return { email, status: 200 }
  } catch (error) {
    // Where it stopped, and what the page said (a field's message, a toast).
    const said = await page
      .$$eval('[role="alert"], [role="status"], [aria-invalid="true"]', (nodes) =>
        nodes.map((node) => `${node.getAttribute('name') ?? ''} ${node.textContent?.trim() ?? ''}`.trim()),
      )
      .catch(() => [])
    return { email, status: 0, error: `${String(error)} at ${page.url()}: ${said.filter(Boolean).join(' | ')}` }
  } finally {
    await page.close()
  }
}

/**
 * The proof of work on a phone's CPU (Chromium's CPU throttling, 4x as Lighthouse's mobile
 * profile): from the candidate's first touch of the form to the solution in its hidden field
 * (the challenge's request, the worker's start and the hashes), in ms.
 */
export async function solvingTime(target: BenchTarget, browser: Browser, path: string, rate: number) {
  const page = await browser.newPage()
  try {
    await page.emulateCPUThrottling(rate)
    await page.setViewport({ width: 375, height: 740, isMobile: true, hasTouch: true })
    await page.goto(`${target.origin}${path}`, { waitUntil: 'load' })
    await page.waitForSelector('html[data-enhanced]')
    const started = performance.now()
    await page.tap('input[name="firstName"]')
    await page.waitForFunction(
      () => (document.querySelector<HTMLInputElement>('input[name="altcha"]')?.value ?? '') !== '',
      { timeout: 60_000, polling: 10 },
    )
    return performance.now() - started
  } finally {
    await page.close()
  }
}

/**
 * The hashes alone: `count` SHA-256 digests through WebCrypto, one after the other as the
 * form's worker makes them (on average half of the challenge's numbers), on the page's
 * thread at CPU `rate`, in ms.
 */
export async function hashingTime(target: BenchTarget, browser: Browser, rate: number, count: number) {
  const page = await browser.newPage()
  try {
    await page.goto(`${target.origin}/fr/`, { waitUntil: 'load' })
    await page.emulateCPUThrottling(rate)
    return await page.evaluate(async (hashes) => {
      const encoder = new TextEncoder()
      const started = performance.now()
      for (let n = 0; n < hashes; n++) await crypto.subtle.digest('SHA-256', encoder.encode(`salt?expires=1${n}`))
      return performance.now() - started
    }, count)
  } finally {
    await page.close()
  }
}

/**
 * The form's submit time in Chromium, the form filled and its proof solved (`withProof`), or
 * with the challenge's request failing (the form is then sent without a proof, as it does when
 * anything in the proof fails): from the click to the confirmation page, in ms.
 */
export async function submitTime(target: BenchTarget, browser: Browser, path: string, withProof: boolean) {
  const run = runName()
  const page = await browser.newPage()
  try {
    await page.setRequestInterception(true)
    page.on('request', (request) => {
      if (!withProof && request.url().includes('/api/apply-challenge')) void request.abort()
      else void request.continue()
    })
    await page.goto(`${target.origin}${path}`, { waitUntil: 'load' })
    await page.waitForSelector('html[data-enhanced]')
    await fillAsAPerson(page, `submit-${withProof ? 'proof' : 'none'}-${run}@bench.example`, run, false)
    if (withProof) {
      await page.waitForFunction(
        () => (document.querySelector<HTMLInputElement>('input[name="altcha"]')?.value ?? '') !== '',
      )
    }
    return await submit(page, false)
  } finally {
    await page.close()
  }
}
