import { randomUUID } from 'node:crypto'
import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { signToken } from '#server/services/signed-tokens.ts'
import { JOB } from '../tools/database.ts'
import { SEED_COMPANIES } from '../tools/seed-ids.ts'
import { validateHtml } from '../tools/validators.ts'
import { expect, LOCALES, openWorkerDatabase, SEED, test } from './fixtures.ts'
import { get, post } from './http.ts'

/** Every page type, in both languages, through the W3C Nu HTML checker (vnu-jar). */
// 32 pages through the checker: over 120 s seen on a loaded 2-core machine (with its JVM's start).
test('every page type is valid HTML', async () => {
  const withdrawal = await withdrawalToken()
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
    // A withdrawal's form, its outcome and a refused link (axe: tests/e2e/withdrawal.spec.ts).
    `/${SEED.completeCompany}/withdraw?token=${withdrawal}`,
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
    // The confirmation as the device that applied sees it, with its withdrawal link.
    const confirmation = `/${locale}/${SEED.completeCompany}/jobs/${JOB.complete}/apply/confirmation`
    const withLink = (await get(confirmation, { headers: { Cookie: `withdrawal=${withdrawal}` } })).text
    expect(withLink).toContain(`withdraw?token=${withdrawal}`)
    documents.push({ name: `${confirmation} (with its link)`, html: withLink })
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

/** An application of the demo company and its signed withdrawal token (the local signing secret). */
async function withdrawalToken(): Promise<string> {
  const database = openWorkerDatabase()
  try {
    const [application] = await database<{ id: string; retainUntil: Date }[]>`
      insert into applications (idempotency_key, job_id, company_id, first_name, last_name, email, phone_e164,
        cover_letter, cv_key, cv_file_name, cv_size_bytes, locale, consent_retention, consent_terms)
      values (${randomUUID()}, ${JOB.complete}, ${SEED_COMPANIES.complete.id}, 'Ada', 'Valide',
        ${`html-validity-${randomUUID()}@example.org`}, '+33612345678', 'Bonjour', ${`html-validity/${randomUUID()}.pdf`},
        'cv.pdf', 1000, 'fr', true, true)
      returning id, retain_until as "retainUntil"
    `
    if (!application) throw new Error('html-validity: the application was not written')
    return await signToken(LOCAL_LINK_SIGNING_SECRET, {
      purpose: 'withdraw',
      subject: application.id,
      expiresAt: application.retainUntil,
    })
  } finally {
    await database.end()
  }
}
