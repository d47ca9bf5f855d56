import { JOB } from '../tools/database.ts'
import { validateHtml } from '../tools/validators.ts'
import { expect, LOCALES, openWorkerDatabase, SEED, test } from './fixtures.ts'
import { get, post } from './http.ts'

/** Every page type, in both languages, through the W3C Nu HTML checker (vnu-jar). */
// 32 pages through the checker: over 120 s seen on a loaded 2-core machine (with its JVM's start).
test('every page type is valid HTML', async () => {
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
    // Privacy policy and terms, with a company's every detail and with none (ADR 025).
    `/${SEED.completeCompany}/privacy`,
    `/${SEED.sparseCompany}/privacy`,
    `/${SEED.completeCompany}/terms`,
    `/${SEED.sparseCompany}/terms`,
    // A withdrawal's outcome and a refused link (the form: tests/e2e/withdrawal.spec.ts).
    `/${SEED.completeCompany}/withdraw/done`,
    `/${SEED.completeCompany}/withdraw?token=not-a-token`,
    '/not-found',
    // Job alerts (ADR 026): the list after a subscription, and the pages of the e-mailed links.
    `/${SEED.completeCompany}/jobs?contract=CDI&alert=sent`,
    ...(await jobAlertLinkPaths()),
  ]
  const documents: { name: string; html: string }[] = []
  for (const locale of LOCALES) {
    for (const path of pages) {
      const url = `/${locale}${path === '/' ? '/' : path}`
      documents.push({ name: url, html: (await get(url)).text })
    }
  }
  expect(await validateHtml(documents)).toEqual([])
}, 180_000)

/** The confirm and unsubscribe pages of a new alert, language-less, from its confirmation e-mail. */
async function jobAlertLinkPaths(): Promise<string[]> {
  const email = `html-validity-${Date.now()}@example.org`
  const form = { email, q: '', contract: 'CDI', city: '', remote: '' }
  expect((await post(`/fr/${SEED.completeCompany}/jobs`, { form })).status).toBe(303)
  const database = openWorkerDatabase()
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
