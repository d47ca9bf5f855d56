/**
 * The bots bench's candidate without JavaScript, in a real text browser: w3m in a terminal
 * (tmux), driven as a person at the keyboard does: Tab until the field named by its label
 * is under the cursor, Enter, type, Enter.
 *
 * w3m asks in HTTP/1.0. Cloudflare's edge answers such a client with a plain body; workerd and
 * `vike preview` answer it chunked and gzipped, which HTTP/1.0 has no word for (w3m prints
 * the chunk sizes as text, or cannot unzip the page). `startHttp10Edge` stands in for the
 * edge between w3m and the bench's Worker: Node's server answers HTTP/1.0 as the edge does.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { type Attempt, benchPdf, runName } from './bot-suite.ts'
import { TYPING_DELAY_MS } from './real-journeys.ts'

/** What the edge does not pass on from the Worker: framing and encoding are its own. */
const HOP_HEADERS = new Set(['connection', 'content-encoding', 'content-length', 'keep-alive', 'transfer-encoding'])

/** A local stand-in for the edge in front of `target`, for HTTP/1.0 clients. */
export async function startHttp10Edge(target: string) {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !['host', 'accept-encoding', ...HOP_HEADERS].includes(name)) {
        headers.set(name, value)
      }
    }
    const answer = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    })
    const passed: Record<string, string> = {}
    answer.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) passed[name] = value
    })
    response.writeHead(answer.status, passed)
    if (answer.body) Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream).pipe(response)
    else response.end()
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}

function tmux(...args: string[]): string {
  const result = spawnSync('tmux', args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`tmux ${args[0]}: ${result.stderr.trim()}`)
  return result.stdout
}

/** Polls `check` until it gives a value: a terminal says nothing when it has drawn. */
async function until<T>(what: string, check: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    const value = check()
    if (value !== undefined) return value
    if (performance.now() > deadline) throw new Error(`w3m: ${what} never happened`)
    await new Promise((poll) => setTimeout(poll, 25))
  }
}

/** One w3m in a detached tmux session: its screen, its cursor, the keys a person presses. */
class Terminal {
  readonly session: string
  constructor(session: string) {
    this.session = session
  }
  screen = () => tmux('capture-pane', '-p', '-t', this.session).split('\n')
  cursor = () => tmux('display', '-p', '-t', this.session, '#{cursor_x} #{cursor_y}').trim()
  cursorRow = () => Number(this.cursor().split(' ')[1])
  press = (...keys: string[]) => void tmux('send-keys', '-t', this.session, ...keys)
  /** At a person's pace, as the other journeys type: a key at a time. */
  async type(text: string) {
    for (const key of text) {
      tmux('send-keys', '-t', this.session, '-l', key)
      await new Promise((typed) => setTimeout(typed, TYPING_DELAY_MS))
    }
  }
  bottomLine = () =>
    this.screen()
      .filter((line) => line.trim() !== '')
      .at(-1) ?? ''

  /** Tab (or Shift+Tab) from field to field until the cursor is on the first line matching `label`. */
  async focus(label: RegExp) {
    const row = await until(`a line matching ${label}`, () => {
      const index = this.screen().findIndex((line) => label.test(line))
      return index >= 0 ? index : undefined
    })
    for (let presses = 0; presses < 60; presses++) {
      const at = this.cursorRow()
      if (at === row) return
      const from = this.cursor()
      // w3m's Tab stops at the last field: back up with Shift+Tab.
      this.press(row > at ? 'Tab' : 'BTab')
      await until('the cursor moving', () => (this.cursor() !== from ? true : undefined))
    }
    throw new Error(`w3m: Tab never reached ${label}`)
  }

  /** Enter on the field under the cursor, its prompt (`TEXT:`, `Filename:`), the text, Enter. */
  async answerPrompt(prompt: string, text: string) {
    this.press('Enter')
    await until(`the ${prompt} prompt`, () => (this.bottomLine().startsWith(prompt) ? true : undefined))
    // What the field held (the phone's "+33 ") goes: the whole number is typed.
    this.press('C-u')
    await this.type(text)
    this.press('Enter')
  }
}

const field = (label: string) => new RegExp(`^${label}\\[`)

/**
 * One application from the form at `origin + path` to its confirmation, in w3m. The CV comes
 * last: w3m sends a form as soon as a file is chosen in a field with an `accept` attribute
 * (its own reading of that attribute), as its users learn.
 */
export async function applyWithW3m(origin: string, path: string): Promise<Attempt> {
  const run = runName()
  const email = `person-w3m-${run}@bench.example`
  const home = mkdtempSync(join(tmpdir(), 'bench-w3m-'))
  const cv = join(home, 'cv.pdf')
  writeFileSync(cv, benchPdf(`${run}-${email}`))
  // The editor w3m opens for a text area: the letter a person would write in it.
  const editor = join(home, 'editor.sh')
  writeFileSync(editor, `#!/bin/sh\nprintf 'Votre offre correspond à ce que je cherche.\\n' > "$1"\n`)
  chmodSync(editor, 0o755)
  const terminal = new Terminal(`bench-w3m-${run}`)
  tmux(
    'new-session',
    '-d',
    '-s',
    terminal.session,
    '-x',
    '110',
    '-y',
    '70',
    '-e',
    `HOME=${home}`,
    `w3m -o editor=${editor} '${origin}${path}'`,
  )
  try {
    await terminal.focus(field('Prénom'))
    await terminal.answerPrompt('TEXT:', `Camille${run}`)
    await terminal.focus(field('Nom'))
    await terminal.answerPrompt('TEXT:', 'Durand')
    await terminal.focus(field('Email'))
    await terminal.answerPrompt('TEXT:', email)
    await terminal.focus(/^\[\+33/)
    await terminal.answerPrompt('TEXT:', `+33 6 ${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`)
    // A text area is drawn as rows of fields, the label beside its last one: its first row.
    await terminal.focus(/^\s+\[/)
    terminal.press('Enter')
    await until(
      'the letter written',
      () => terminal.screen().some((line) => line.includes('[Votre offre')) || undefined,
    )
    for (const consent of [/^\[ \]J'accepte que/, /^\[ \]J'accepte sans réserve/]) {
      await terminal.focus(consent)
      terminal.press('Enter')
    }
    await terminal.focus(/^Déposez votre CV/)
    await terminal.answerPrompt('Filename:', cv)
    await until('the confirmation page', () =>
      terminal.screen().some((line) => line.includes('Candidature envoyée')) ? true : undefined,
    )
    return { email, status: 200 }
  } catch (error) {
    const said = terminal.screen().filter((line) => line.includes('•') || line.includes('requis'))
    return { email, status: 0, error: `${String(error)}: ${said.join(' | ')}` }
  } finally {
    tmux('kill-session', '-t', terminal.session)
  }
}
