import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * The W3C Nu HTML checker (vnu-jar, Java) on these documents: its errors, one line each
 * (`<document's name>: <message> <extract>`), none when they are all valid.
 */
export async function validateHtml(documents: { name: string; html: string }[]): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'vnu-'))
  try {
    const files = await Promise.all(
      documents.map(async ({ name, html }, index) => {
        const file = join(dir, `${index}-${name.replace(/[^\w-]+/g, '_')}.html`)
        await writeFile(file, html)
        return file
      }),
    )
    const result = await run('java', [
      '-jar',
      'node_modules/vnu-jar/build/dist/vnu.jar',
      '--errors-only',
      '--format',
      'json',
      ...files,
    ]).then(
      (ok) => ok,
      (failed: { stdout: string; stderr: string }) => failed,
    )
    const messages = (
      JSON.parse(result.stderr || '{"messages":[]}') as {
        messages: { url: string; message: string; extract?: string }[]
      }
    ).messages
    return messages.map((m) => `${m.url.split('/').pop()}: ${m.message} ${m.extract ?? ''}`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
