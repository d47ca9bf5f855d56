import { createHash, randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import type postgres from 'postgres'
import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { signToken } from '#server/services/signed-tokens.ts'
import type { RecordedRequest } from '../tools/recording-server.ts'
import { verifyAsReceiver } from '../tools/webhook-receiver.ts'
import { applyInBrowser, postApplication, randomPdf } from './application-form.ts'
import { JOB } from './database.ts'
import { expect, expectNoAxeViolations, SEED, test as sharedWorkerTest } from './fixtures.ts'
import { ownDatabase } from './own-worker.ts'
import { portsFromEnv, recordedMails, setUpRecordedWorker } from './recorded-worker.ts'

/**
 * Applications reach their company (ADR 023, 024), end to end: a candidate applies in
 * Chromium to the production Worker, which sends the recruiters' e-mail to Resend and the
 * event to the company's ATS, both replaced by one local recording server. Its own Worker
 * and database (own-worker.ts), with e-mail configured; each project its own ports.
 */
const RECRUITERS = 'recrutement@lumen-energie.example'
const ATS_SECRET = 'e2e-ats-signing-secret-of-lumen-energie-0123'

const own = setUpRecordedWorker({
  name: 'company-delivery',
  ports: portsFromEnv(['E2E_DELIVERY_PORT', 8835], ['E2E_RECORDER_PORT', 8840], ['E2E_DELIVERY_DB_PORT', 54435]),
  company: { slug: SEED.completeCompany, atsSecret: ATS_SECRET },
})

const test = sharedWorkerTest.extend({ sql: ownDatabase(() => own.worker) })

const applyPath = (slug: string = SEED.completeCompany, job: string = JOB.complete) => `/fr/${slug}/jobs/${job}/apply`
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const pdf = () => randomPdf(2048)

const mailsTo = (address: string, mentioning: string) =>
  recordedMails(own.recorder).filter((mail) => mail.to[0] === address && mail.text.includes(mentioning))
const webhooksFor = (candidate: string) =>
  own.recorder.requests.filter((request) => request.path === '/ats' && request.body.includes(`"${candidate}"`))

const applyAsInes = (page: Page, email: string, cv: Buffer, javaScript: boolean) =>
  applyInBrowser(
    page,
    `${own.origin}${applyPath()}`,
    {
      firstName: 'Inès',
      lastName: 'Delivery',
      email,
      phone: '+33 6 12 34 56 78',
      cv: { name: 'CV Inès.pdf', buffer: cv },
      coverLetter: 'Bonjour,\nje serais ravie de <rejoindre> Lumen & co.',
    },
    javaScript,
  )

/** Waits until the application's e-mails and event are recorded as delivered. */
async function waitForDelivery(sql: postgres.Sql, email: string) {
  const pending = async () => {
    const [row] = await sql<{ n: number }[]>`
      select (select count(*) from email_outbox o where o.application_id = a.id and o.status <> 'sent')
        + (select count(*) from webhook_deliveries w where w.application_id = a.id and w.status <> 'sent') as n
      from applications a where a.email = ${email}`
    return row ? Number(row.n) : -1
  }
  await expect.poll(pending, { timeout: 20_000 }).toBe(0)
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript })

    test('an application reaches the company: one recruiters’ e-mail, one signed webhook, a CV link that downloads the file', async ({
      page,
      request,
      sql,
    }, info) => {
      const email = `ines.${randomUUID().slice(0, 8)}@candidate.example`
      const cv = pdf()
      await applyAsInes(page, email, cv, javaScript)
      await waitForDelivery(sql, email)

      const [recruiterMail, ...moreMails] = mailsTo(RECRUITERS, email)
      expect(moreMails).toEqual([])
      expect(mailsTo(email, 'Inès')).toHaveLength(1)
      expect(recruiterMail?.subject).toBe('Nouvelle candidature : Inès Delivery pour Ingénieur·e photovoltaïque')
      for (const line of [
        `E-mail : ${email}`,
        'Téléphone : +33 6 12 34 56 78',
        'je serais ravie de <rejoindre> Lumen & co.',
      ]) {
        expect(recruiterMail?.text).toContain(line)
      }
      expect(recruiterMail?.html).toContain('je serais ravie de &lt;rejoindre&gt; Lumen &amp; co.')

      const [webhook, ...moreWebhooks] = webhooksFor(email)
      expect(moreWebhooks).toEqual([])
      expect(verifyAsReceiver(ATS_SECRET, webhook?.headers['talentsite-signature'], webhook?.body ?? '')).toMatchObject(
        {
          ok: true,
        },
      )
      const event = JSON.parse(webhook?.body ?? '{}')
      expect(webhook?.headers['talentsite-event-id']).toBe(event.id)
      expect(event.data.application).toMatchObject({ email, phone: '+33612345678', first_name: 'Inès' })
      expect(recruiterMail?.text).toContain(`Référence : ${event.data.application.id}`)

      // The e-mail's link and the webhook's are the same signed link to the exact bytes.
      const link = /http:\/\/localhost:\d+\/api\/cv\/\S+/.exec(recruiterMail?.text ?? '')?.[0] ?? ''
      expect(link).toBe(event.data.cv.url)
      const download = await request.get(link)
      expect(download.status()).toBe(200)
      expect(sha256(await download.body())).toBe(sha256(cv))
      expect(download.headers()).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="CV-Ines.pdf"',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
      })
      const tampered = await request.get(`${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`)
      expect(tampered.status()).toBe(403)
      // With a trailing slash (a mail client's rewrite) it ends on a 404 whose log line
      // carries no token: the token is a credential (ADR 040). The Worker's own lines,
      // without an access log's lines (`GET <path> 200 OK (12ms)`), a local server's.
      expect((await request.get(`${link}/`)).status()).toBe(404)
      const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
      const workerLines = () =>
        own.worker
          .logs()
          .replace(colours, '')
          .split('\n')
          .filter((line) => !/^\s*[A-Z]+ \/\S* \d{3} /.test(line))
          .join('\n')
      // workerd's output reaches this process through a pipe, after the response has.
      await expect.poll(workerLines).toContain('404 GET /fr/api/cv/[token]')
      expect(workerLines()).not.toContain(link.split('/api/cv/')[1] ?? link)

      // Kept in test-results/ for the record: what the stand-ins received.
      for (const [name, body] of [
        ['recruiters-email.txt', recruiterMail?.text ?? ''],
        ['webhook-request.txt', formatRequest(webhook)],
      ] as const) {
        writeFileSync(info.outputPath(name), body)
        await info.attach(name, { path: info.outputPath(name) })
      }
    })
  })
}

test.describe('a recruiter whose browser reads French', () => {
  // Its page speaks the browser's language (Accept-Language), like the link's other answers.
  test.use({ locale: 'fr-FR' })

  test('an expired CV link has a new one e-mailed to the company, from its page', async ({ page, request, sql }) => {
    const email = `ines.${randomUUID().slice(0, 8)}@candidate.example`
    const cv = pdf()
    const fields = {
      idempotencyKey: randomUUID(),
      firstName: 'Inès',
      lastName: 'Renewal',
      email,
      phone: '0612345678',
      cv,
    }
    expect((await postApplication(request, own.origin, applyPath(), fields)).status()).toBe(303)
    const [application] = await sql<{ id: string }[]>`select id from applications where email = ${email}`
    const expired = await signToken(LOCAL_LINK_SIGNING_SECRET, {
      purpose: 'cv-download',
      subject: application?.id ?? '',
      expiresAt: new Date(Date.now() - 1000),
    })

    await page.goto(`${own.origin}/api/cv/${expired}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ce lien de téléchargement a expiré.')
    await expectNoAxeViolations(page, 'cv-link')
    await page.getByRole('button', { name: 'Envoyer un nouveau lien' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouveau lien demandé')
    await expect(page.getByText("Un nouveau lien vient d'être envoyé")).toBeVisible()

    // Sent after the response; the new link downloads the exact bytes.
    const renewed = () =>
      mailsTo(RECRUITERS, `${application?.id}`).filter((mail) => mail.subject.startsWith('Nouveau lien'))
    await expect.poll(() => renewed().length, { timeout: 20_000 }).toBe(1)
    const link = /http:\/\/localhost:\d+\/api\/cv\/\S+/.exec(renewed()[0]?.text ?? '')?.[0] ?? ''
    const download = await request.get(link)
    expect(download.status()).toBe(200)
    expect(sha256(await download.body())).toBe(sha256(cv))
  })
})

test('a webhook refused once is sent again by the cron with the same event; a company without delivery is named', async ({
  sql,
  request,
}) => {
  const email = `cron.${randomUUID().slice(0, 8)}@candidate.example`
  let refusals = 0
  own.recorder.answer((recorded) => {
    if (recorded.path === '/ats' && recorded.body.includes(email) && refusals++ === 0) return { status: 500 }
    return recorded.path === '/emails' ? { status: 200, body: '{"id":"re_e2e"}' } : { status: 200 }
  })
  for (const [path, address] of [
    [applyPath(), email],
    [applyPath(SEED.sparseCompany, JOB.sparseCompany), `nowhere.${email}`],
  ] as const) {
    const response = await postApplication(request, own.origin, path, {
      idempotencyKey: randomUUID(),
      firstName: 'Cron',
      lastName: 'Retry',
      email: address,
      phone: '+33 6 98 76 54 32',
      cv: pdf(),
    })
    expect(response.status()).toBe(303)
  }
  const event = async () => {
    const [row] = await sql<{ id: string; status: string; attempts: number }[]>`
      select w.id, w.status, w.attempts from webhook_deliveries w join applications a on a.id = w.application_id
      where a.email = ${email}`
    return row
  }
  // The attempt after the response was refused; the next one is due in a minute.
  await expect.poll(async () => (await event())?.attempts).toBe(1)
  const refused = await event()
  expect(refused?.status).toBe('pending')
  await sql`update webhook_deliveries set next_attempt_at = now() where id = ${refused?.id ?? ''}`

  // The cron trigger, as miniflare exposes it locally.
  const cron = await request.get(`${own.origin}/cdn-cgi/local/scheduled?cron=*/5+*+*+*+*`)
  expect(cron.status()).toBe(200)
  await expect.poll(async () => (await event())?.status).toBe('sent')
  const [first, second, ...more] = webhooksFor(email)
  expect(more).toEqual([])
  expect(second?.headers['talentsite-event-id']).toBe(first?.headers['talentsite-event-id'])
  expect(second?.body).toBe(first?.body)
  for (const attempt of [first, second]) {
    expect(verifyAsReceiver(ATS_SECRET, attempt?.headers['talentsite-signature'], attempt?.body ?? '')).toMatchObject({
      ok: true,
    })
  }
  const warnings = () =>
    own.worker.logs().match(/applications undelivered: company atelier-brique keeps 1 application/g)
  await expect.poll(() => warnings()?.length).toBe(1)
  expect(own.worker.logs()).not.toContain(email)
})

function formatRequest(request: RecordedRequest | undefined): string {
  if (!request) return ''
  const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`)
  return `${request.method} ${request.path}\n${headers.join('\n')}\n\n${request.body}`
}
