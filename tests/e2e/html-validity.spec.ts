import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { JOB } from './database.ts'
import { expect, LOCALES, SEED, test } from './fixtures.ts'

const run = promisify(execFile)

/** Every page type, in both languages, through the W3C Nu HTML checker (vnu-jar). */
test('every page type is valid HTML', async ({ request }, info) => {
  test.skip(info.project.name === 'mobile', 'the HTML does not depend on the viewport')
  test.setTimeout(120_000)
  const pages = [
    '/',
    `/${SEED.completeCompany}`,
    `/${SEED.sparseCompany}`,
    `/${SEED.completeCompany}/companie`,
    `/${SEED.sparseCompany}/companie`,
    `/${SEED.completeCompany}/team`,
    `/${SEED.sparseCompany}/team`,
    `/${SEED.completeCompany}/jobs`,
    '/studio-calme/jobs',
    `/${SEED.completeCompany}/jobs/${JOB.complete}`,
    `/${SEED.completeCompany}/jobs/${JOB.noDescription}`,
    `/${SEED.completeCompany}/jobs/${JOB.closed}`,
    '/not-found',
  ]
  const dir = await mkdtemp(join(tmpdir(), 'vnu-'))
  try {
    const files: string[] = []
    for (const locale of LOCALES) {
      for (const [index, path] of pages.entries()) {
        const html = await (await request.get(`/${locale}${path === '/' ? '/' : path}`)).text()
        const file = join(dir, `${locale}-${index}.html`)
        await writeFile(file, html)
        files.push(file)
      }
    }
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
    const errors = messages.map((m) => `${m.url.split('/').pop()}: ${m.message} ${m.extract ?? ''}`)
    expect(errors).toEqual([])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
