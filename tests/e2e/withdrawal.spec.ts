import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { signToken } from '#server/services/signed-tokens.ts'
import { verifyAsReceiver } from '../tools/webhook-receiver.ts'
import { applyInBrowser, postApplication, randomPdf } from './application-form.ts'
import { JOB } from './database.ts'
import { expect, expectNoAxeViolations, SEED, test, waitForEnhancement } from './fixtures.ts'
import { onDatabase, portsFromEnv, recordedMails, setUpRecordedWorker } from './recorded-worker.ts'
import { TEXTS, withdrawalTraces } from './withdrawal-traces.ts'

/**
 * A candidate withdraws an application (ADR 025), end to end: applies in Chromium to the
 * production Worker, finds the withdrawal link on the confirmation page and in the e-mail
 * the stand-in for Resend recorded, confirms, and the application, its CV object and its
 * e-mails are gone while the company's notice and webhook event exist. Its own Worker and
 * database (own-worker.ts) with e-mail configured and a known signing secret, each
 * project on its own ports.
 */
const SECRET = 'e2e-withdrawal-link-signing-secret-0123456789'
const RECRUITERS = 'rh@lumen-energie.example'
const ATS_SECRET = 'e2e-withdrawal-ats-signing-secret-0123456789'
/** Recruiters are written to in French, whatever the candidate's language (ADR 023). */
const NOTICE_SUBJECT = 'Candidature retirée : Ingénieur·e photovoltaïque'
const COMPANY = SEED.completeCompany

const own = setUpRecordedWorker({
  name: 'withdrawal',
  ports: portsFromEnv(
    ['E2E_WITHDRAWAL_PORT', 8825],
    ['E2E_WITHDRAWAL_RECORDER_PORT', 8827],
    ['E2E_WITHDRAWAL_DB_PORT', 54425],
  ),
  vars: { LINK_SIGNING_SECRET: SECRET },
  company: { slug: COMPANY, atsSecret: ATS_SECRET, applicationsEmail: RECRUITERS },
})
const onOwnDatabase = <T>(work: Parameters<typeof onDatabase<T>>[1]) => onDatabase(own.worker, work)

const mails = () => recordedMails(own.recorder)
const pdf = () => randomPdf(64)

const { cvStored, candidateTraces, companyNotices } = withdrawalTraces(own)

const applyAsCamille = (page: Page, locale: 'fr' | 'en', email: string, cv: Buffer, javaScript: boolean) =>
  applyInBrowser(
    page,
    `${own.origin}/${locale}/${COMPANY}/jobs/${JOB.complete}/apply`,
    {
      firstName: 'Camille',
      lastName: 'Retrait',
      email,
      phone: '+33 6 12 34 56 78',
      cv: { name: 'cv.pdf', buffer: cv },
      coverLetter: 'Ma lettre de motivation',
    },
    javaScript,
  )

for (const [locale, javaScript] of [
  ['fr', true],
  ['en', false],
] as const) {
  test.describe(`${javaScript ? 'with' : 'without'} JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: javaScript })

    test('apply, withdraw from the confirmation page: application, CV and e-mails gone, the company told once', async ({
      page,
    }, info) => {
      test.setTimeout(90_000)
      const texts = TEXTS[locale]
      const email = `camille.${randomUUID().slice(0, 8)}@candidate.example`
      const cv = pdf()
      await applyAsCamille(page, locale, email, cv, javaScript)
      const [application] = await onOwnDatabase(
        (sql) => sql<{ id: string }[]>`select id from applications where email = ${email}`,
      )
      const id = application?.id ?? ''
      expect(await cvStored(cv)).toBe(true)

      // The confirmation page on this device, and the e-mail, carry the same link.
      const onPage = page.getByRole('link', { name: texts.link })
      await expect(onPage).toBeVisible()
      const href = (await onPage.getAttribute('href')) ?? ''
      expect(href).toMatch(new RegExp(`^/${locale}/${COMPANY}/withdraw\\?token=[\\w-]+\\.[\\w-]+$`))
      await expect.poll(() => mails().filter((mail) => mail.to[0] === email).length, { timeout: 20_000 }).toBe(1)
      const confirmation = mails().find((mail) => mail.to[0] === email)
      expect(confirmation?.text).toContain(`${texts.link}${locale === 'fr' ? ' : ' : ': '}${own.origin}${href}`)
      expect(confirmation?.html).toContain(`href="${own.origin}${href}"`)

      await onPage.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      if (javaScript) {
        await waitForEnhancement(page)
        // Sent once: the button is busy as soon as the post goes (components/widgets/busy-form/busy-form.client.ts). A
        // first post answered 204 (no navigation) leaves the page in place to see it.
        await page.route(`**/${COMPANY}/withdraw`, (route) => route.fulfill({ status: 204 }))
        await page.getByRole('button', { name: texts.link }).click()
        await expect(page.getByRole('button', { name: texts.sending })).toBeDisabled()
        await page.unrouteAll()
        await page.reload()
        await waitForEnhancement(page)
      }
      await page.getByRole('button', { name: texts.link }).click()
      await expect(page).toHaveURL(`${own.origin}/${locale}/${COMPANY}/withdraw/done`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.done)

      expect(await candidateTraces(email)).toEqual({ applications: 0, emails: 0 })
      expect(await cvStored(cv)).toBe(false)
      expect(await companyNotices(id)).toEqual([
        { kind: 'application.withdrawn', to: null },
        { kind: 'recruiter_withdrawal', to: RECRUITERS },
      ])
      // The company's notice, as the stand-in for Resend received it: no candidate data.
      const notices = () => mails().filter((mail) => mail.subject === NOTICE_SUBJECT && mail.text.includes(id))
      await expect.poll(() => notices().length, { timeout: 20_000 }).toBe(1)
      const [notice] = notices()
      expect(notice?.to).toEqual([RECRUITERS])
      expect(notice?.subject).toBe(NOTICE_SUBJECT)
      expect(notice?.text).not.toMatch(/Camille|Retrait|candidate\.example|\+33|lettre de motivation/)
      // Kept in test-results/ for the record: the notice as the stand-in for Resend received it.
      await writeFile(info.outputPath('withdrawal-email.json'), JSON.stringify(notice, null, 2))

      // The company's ATS got the withdrawn event, signed, with the agreed data only.
      const events = () =>
        own.recorder.requests.filter(
          (request) =>
            request.path === '/ats' &&
            request.body.includes('"type":"application.withdrawn"') &&
            request.body.includes(`"id":"${id}"`),
        )
      await expect.poll(() => events().length, { timeout: 20_000 }).toBe(1)
      const [webhook] = events()
      expect(verifyAsReceiver(ATS_SECRET, webhook?.headers['talentsite-signature'], webhook?.body ?? '')).toMatchObject(
        {
          ok: true,
        },
      )
      const event = JSON.parse(webhook?.body ?? '{}')
      expect(event).toMatchObject({ type: 'application.withdrawn', id: webhook?.headers['talentsite-event-id'] })
      expect(event.data).toEqual({
        application: { id },
        job: {
          id: JOB.complete,
          title: 'Ingénieur·e photovoltaïque',
          url: `${own.origin}/fr/${COMPANY}/jobs/${JOB.complete}`,
        },
        company: { slug: COMPANY },
      })
      await writeFile(info.outputPath('withdrawn-webhook.json'), JSON.stringify(webhook, null, 2))

      // The link again: used, a 410 page in the page's language.
      const again = await page.goto(`${own.origin}${href}`)
      expect(again?.status()).toBe(410)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.used)
    })
  })
}

/** Their HTML through the checker: tests/worker/html-validity.test.ts (its JVM is up there). */
test('the pages of a withdrawal pass axe', async ({ page, request }) => {
  const { token, confirmation } = await applyByRequest(request)
  await page.context().addCookies([{ name: 'withdrawal', value: token, url: `${own.origin}${confirmation}` }])
  const pages = [
    [confirmation, 'confirmation'],
    [`/fr/${COMPANY}/withdraw?token=${token}`, 'withdrawal'],
    [`/en/${COMPANY}/withdraw/done`, 'withdrawal'],
  ] as const
  for (const [path, id] of pages) {
    await page.goto(`${own.origin}${path}`)
    await expect(page.locator('main')).toBeVisible()
    await expectNoAxeViolations(page, id)
  }
  await page.goto(`${own.origin}${confirmation}`)
  await expect(page.getByRole('link', { name: TEXTS.fr.link })).toBeVisible()
})

/** An application posted as the form does without JavaScript; its token from the cookie. */
async function applyByRequest(request: APIRequestContext) {
  const path = `/fr/${COMPANY}/jobs/${JOB.complete}/apply`
  const form = await (await request.get(`${own.origin}${path}`)).text()
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(form)?.[1] ?? ''
  const response = await postApplication(request, own.origin, path, {
    idempotencyKey: key,
    firstName: 'Camille',
    lastName: 'Requête',
    email: `camille.${randomUUID().slice(0, 8)}@candidate.example`,
    phone: '+33612345678',
    cv: pdf(),
  })
  expect(response.status()).toBe(303)
  const cookie = response.headers()['set-cookie'] ?? ''
  const token = /withdrawal=([^;]+)/.exec(cookie)?.[1] ?? ''
  expect(token).not.toBe('')
  return { cookie, token, confirmation: response.headers().location ?? '' }
}

test('the confirmation shows the link only to the device that applied, from a cookie of its own path', async ({
  request,
  playwright,
}) => {
  const { cookie, token, confirmation } = await applyByRequest(request)
  expect(cookie).toContain(`Path=${confirmation}`)
  expect(cookie).toMatch(/HttpOnly/)
  expect(cookie).toMatch(/SameSite=Strict/)
  expect(cookie).toMatch(/Max-Age=600/)
  const mine = await request.get(`${own.origin}${confirmation}`)
  expect(mine.headers()['cache-control']).toMatch(/no-store/)
  expect(await mine.text()).toContain(`/fr/${COMPANY}/withdraw?token=${token}`)
  // Another device (no cookie) gets the same page without anyone's link.
  const other = await playwright.request.newContext()
  try {
    const page = await (await other.get(`${own.origin}${confirmation}`)).text()
    expect(page).toContain('Candidature envoyée')
    expect(page).not.toContain('withdraw?token=')
  } finally {
    await other.dispose()
  }
})

test('altered, foreign, expired and used tokens: 404 or 410 pages, GET and POST, nothing deleted', async ({
  request,
}) => {
  const { token } = await applyByRequest(request)
  const [body = '', signature = ''] = token.split('.')
  const altered = `${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
  const subject = JSON.parse(Buffer.from(body, 'base64url').toString()).s as string
  const expired = await signToken(SECRET, { purpose: 'withdraw', subject, expiresAt: new Date(Date.now() - 1000) })
  const otherPurpose = await signToken(SECRET, {
    purpose: 'cv-download',
    subject,
    expiresAt: new Date(Date.now() + 1e7),
  })
  const cases: [string, number, string][] = [
    [altered, 404, 'Lien de retrait invalide'],
    ['', 404, 'Lien de retrait invalide'],
    [otherPurpose, 404, 'Lien de retrait invalide'],
    [expired, 410, 'Lien de retrait expiré'],
  ]
  for (const [candidate, status, heading] of cases) {
    const get = await request.get(`${own.origin}/fr/${COMPANY}/withdraw?token=${encodeURIComponent(candidate)}`)
    expect(get.status(), `GET ${candidate}`).toBe(status)
    expect(get.headers()['cache-control']).toMatch(/no-store/)
    expect(await get.text()).toContain(heading)
    const post = await request.post(`${own.origin}/fr/${COMPANY}/withdraw`, {
      headers: { Origin: own.origin },
      form: { token: candidate },
      maxRedirects: 0,
    })
    expect(post.status(), `POST ${candidate}`).toBe(status)
    expect(post.headers()['cache-control']).toMatch(/no-store/)
  }
  // In English, the same refusal in English; another company's URL: not its application.
  const english = await request.get(`${own.origin}/en/${COMPANY}/withdraw?token=${altered}`)
  expect(await english.text()).toContain('Invalid withdrawal link')
  const elsewhere = await request.get(`${own.origin}/fr/${SEED.sparseCompany}/withdraw?token=${token}`)
  expect(elsewhere.status()).toBe(404)
  // A cross-site form post is refused before anything.
  const crossSite = await request.post(`${own.origin}/fr/${COMPANY}/withdraw`, {
    headers: { Origin: 'https://evil.example' },
    form: { token },
    maxRedirects: 0,
  })
  expect(crossSite.status()).toBe(403)
  const [left] = await onOwnDatabase((sql) => sql`select count(*)::int as n from applications where id = ${subject}`)
  expect(left?.n).toBe(1)
})

test('two simultaneous confirmations of one link: one withdrawal, one notice, the other already withdrawn', async ({
  request,
}) => {
  const { token } = await applyByRequest(request)
  const subject = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).s as string
  const post = () =>
    request.post(`${own.origin}/fr/${COMPANY}/withdraw`, {
      headers: { Origin: own.origin },
      form: { token },
      maxRedirects: 0,
    })
  const statuses = (await Promise.all([post(), post(), post()])).map((response) => response.status()).sort()
  expect(statuses).toEqual([303, 410, 410])
  expect(await companyNotices(subject)).toEqual([
    { kind: 'application.withdrawn', to: null },
    { kind: 'recruiter_withdrawal', to: RECRUITERS },
  ])
})
