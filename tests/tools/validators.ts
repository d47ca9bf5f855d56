import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { freePort } from './free-port.ts'

const ROOT = resolve(import.meta.dirname, '../..')

/** Where the validators of tests/tools/Validators.java answer. */
export type ValidatorOrigins = { html: string; xsd: string }

/** Set by a test runner's global setup, so that its workers share one JVM. */
const SHARED = 'TEST_VALIDATORS'

/**
 * Starts the HTML checker and the XSD validator in one JVM (tests/tools/Validators.java),
 * without waiting for it: its start-up (seconds, loading the HTML schemas) overlaps the tests,
 * and a check sent before it listens waits for it. `stop()` ends the JVM.
 */
export async function startValidators({ html = true } = {}): Promise<{
  origins: ValidatorOrigins
  stop: () => void
}> {
  // Without the HTML checker (port 0) the JVM is up in a second: XSD checks only.
  const htmlPort = html ? await freePort() : 0
  const xsdPort = await freePort()
  const args = ['-cp', 'node_modules/vnu-jar/build/dist/vnu.jar', 'tests/tools/Validators.java']
  const java: ChildProcess = spawn('java', [...args, String(htmlPort), String(xsdPort), 'tests/tools/schemas'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return {
    origins: { html: `http://127.0.0.1:${htmlPort}`, xsd: `http://127.0.0.1:${xsdPort}` },
    stop: () => java.kill(),
  }
}

let started: Promise<ValidatorOrigins> | undefined

/** The runner's shared validators, or this process's own, started on first use. */
function validators(): Promise<ValidatorOrigins> {
  const shared = process.env[SHARED]
  if (shared) return Promise.resolve(JSON.parse(shared) as ValidatorOrigins)
  started ??= startValidators().then(({ origins, stop }) => {
    process.once('exit', stop)
    return origins
  })
  return started
}

/**
 * Shares the validators with the workers a runner starts after this (its global setup). Under
 * `npm test` the JVM is already shared by the command that runs every runner
 * (scripts/side-by-side.ts --share-validators): one JVM for the whole run, none started here.
 */
export async function shareValidators(options: { html?: boolean } = {}): Promise<() => void> {
  if (process.env[SHARED]) return () => {}
  const { origins, stop } = await startValidators(options)
  process.env[SHARED] = JSON.stringify(origins)
  return stop
}

/** POSTs to a validator, waiting for it to listen if the JVM is still starting. */
async function post(url: string, init: RequestInit): Promise<Response> {
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      return await fetch(url, { ...init, method: 'POST' })
    } catch (error) {
      const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED'
      if (!refused || Date.now() > deadline) throw error
      await new Promise((retry) => setTimeout(retry, 200))
    }
  }
}

/**
 * Validates `xml` against one of the sitemaps.org schemas in tests/tools/schemas: a real XSD
 * check without an npm dependency. `valid: false` comes with the first error. 'well-formed'
 * only parses it (the JDK's XML parser, as strict as a browser's): feeds have no schema here.
 */
export async function validateAgainstXsd(
  schema: 'sitemap' | 'siteindex' | 'well-formed',
  xml: string,
): Promise<{ valid: boolean; output: string }> {
  const { xsd } = await validators()
  const response = await post(`${xsd}/${schema}`, { body: xml })
  const output = await response.text()
  if (!response.ok) throw new Error(`XSD validator: ${response.status} ${output}`)
  return { valid: output === 'OK', output }
}

/**
 * The W3C Nu HTML checker (vnu-jar) on these documents: its errors, one line each
 * (`<document's name>: <message> <extract>`), none when they are all valid.
 */
export async function validateHtml(documents: { name: string; html: string }[]): Promise<string[]> {
  const { html } = await validators()
  if (html.endsWith(':0')) throw new Error('these validators were started without the HTML checker')
  const errors = await Promise.all(
    documents.map(async ({ name, html: document }) => {
      const response = await post(`${html}/?out=json`, {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
        body: document,
      })
      if (!response.ok) throw new Error(`HTML checker: ${response.status} ${await response.text()}`)
      const { messages } = (await response.json()) as {
        messages: { type: string; subType?: string; message: string; extract?: string }[]
      }
      // What `vnu --errors-only` reports: errors, not warnings or information.
      return messages
        .filter((message) => message.type === 'error' || message.type === 'non-document-error')
        .map((message) => `${name}: ${message.message} ${message.extract ?? ''}`)
    }),
  )
  return errors.flat()
}
