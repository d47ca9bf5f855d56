import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { APIRequestContext } from '@playwright/test'
import { JOB, openE2eDatabase } from './database.ts'
import { expect, LOCALES, SEED, test } from './fixtures.ts'

const run = promisify(execFile)

/** Every page type, in both languages, through the W3C Nu HTML checker (vnu-jar). */
test('every page type is valid HTML', async ({ request }, info) => {
  test.skip(info.project.name === 'mobile', 'the HTML does not depend on the viewport')
  // 32 pages and one JVM start of the checker: over 120 s seen on a loaded 2-core machine.
  test.setTimeout(180_000)
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
    // Job alerts (ADR 026): the list after a subscription, and the pages of the e-mailed links.
    `/${SEED.completeCompany}/jobs?contract=CDI&alert=sent`,
    ...(await jobAlertLinkPaths(request)),
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

/** The confirm and unsubscribe pages of a new alert, language-less, from its confirmation e-mail. */
async function jobAlertLinkPaths(request: APIRequestContext): Promise<string[]> {
  const email = `html-validity-${Date.now()}@example.org`
  const form = { email, q: '', contract: 'CDI', city: '', remote: '' }
  expect((await request.post(`/fr/${SEED.completeCompany}/jobs`, { form, maxRedirects: 0 })).status()).toBe(303)
  const database = openE2eDatabase()
  try {
    const [row] = await database<{ text: string }[]>`
      select text_body as text from email_outbox where kind = 'alert_confirmation' and to_address = ${email}
    `
    const paths = [...(row?.text ?? '').matchAll(/https?:\/\/[^/\s]+\/fr(\/\S+\/alerts\/\S+)/g)].map(
      (match) => match[1] ?? '',
    )
    expect(paths).toEqual([
      expect.stringContaining('/alerts/confirm/'),
      expect.stringContaining('/alerts/unsubscribe/'),
    ])
    return paths
  } finally {
    await database.end()
  }
}
