import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { warnCompaniesWithoutDelivery } from '#server/features/deliveries/company-delivery.ts'
import { deliverDueEmails } from '#server/features/deliveries/email-delivery.ts'
import { deliverDueWebhooks } from '#server/features/deliveries/webhook-delivery.ts'
import { cvDownload } from '#server/routes/cv-download.ts'
import { runScheduledTasks } from '#server/scheduled.ts'
import { type RecordingServer, startRecordingServer } from '../tools/recording-server.ts'
import { tokenValidFor } from '../tools/signed-token.ts'
import { pointCompanyWebhook, verifyAsReceiver } from '../tools/webhook-receiver.ts'
import { SEED } from './database.ts'
import { mountedRoute } from './mounted-route.ts'
import { OWN_LINKS, setUpOwnDelivery } from './own-delivery-setup.ts'
import type { Applied } from './submitted-application.ts'

/**
 * An application reaches its company (ADR 023, 024): through the real service on the
 * Worker's role, the CV in miniflare's R2, Resend and the company's ATS replaced by a
 * local recording server. Its own database: delivery runs claim every due row.
 */
const { origin: ORIGIN, secret: SECRET } = OWN_LINKS
const ATS_SECRET = 'ats-signing-secret-of-lumen-energie-0123456789'
const RECRUITERS = 'recrutement@lumen-energie.example'

const own = setUpOwnDelivery('career_company_delivery')
const apply = own.apply
let recorder: RecordingServer

beforeAll(async () => {
  recorder = await startRecordingServer()
  await pointCompanyWebhook(own.owner.sql, SEED.completeCompany.id, {
    url: `${recorder.url}/ats/lumen`,
    secret: ATS_SECRET,
  })
})

afterAll(async () => {
  await recorder?.close()
})

/** The CV link the company's receiver got for an application (the row keeps ids only once delivered). */
function cvLinkReceived(applicationId: string): string {
  const bodies = recorder.requests.map((request) => JSON.parse(request.body))
  return bodies.find((body) => body.data.application.id === applicationId)?.data.cv.url ?? ''
}

/** The download route as the Worker mounts it, with this file's configuration and database. */
function download(url: string, headers: Record<string, string> = {}) {
  const app = mountedRoute('/api', cvDownload, { publicOrigin: ORIGIN, linkSigningSecret: SECRET }, own.worker)
  return app.fetch(new Request(url, { headers }), { CV_BUCKET: own.cv.bucket } as Env)
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const cvLinkIn = (text: string) => /https:\/\/jobs\.example\/api\/cv\/[A-Za-z0-9_.-]+/.exec(text)?.[0] ?? ''

// One story in steps: each test takes up what the previous ones delivered, claimed or left
// due (a delivery run claims every due row of this database), so they run in this order.
describe('applications delivered to their companies, step by step', { shuffle: false }, () => {
  describe('an application to a company with an address and a webhook', () => {
    let applied: Applied

    beforeAll(async () => {
      applied = await apply('Delivered')
    })

    it('is stored with its confirmation, the recruiters’ e-mail and one webhook event, in one transaction', async () => {
      const emails = await own.owner.sql`
        select kind, to_address, locale from email_outbox where application_id = ${applied.id} order by kind`
      expect(emails).toEqual([
        { kind: 'application_confirmation', toAddress: applied.email, locale: 'en' },
        // The company space has no language: recruiters are written to in French (ADR 023).
        { kind: 'recruiter_application', toAddress: RECRUITERS, locale: 'fr' },
      ])
      const events = await own.owner.sql`
        select event_type, status, attempts from webhook_deliveries where application_id = ${applied.id}`
      expect(events).toEqual([{ eventType: 'application.received', status: 'pending', attempts: 0 }])
    })

    it('the recruiters’ e-mail reaches Resend with the candidate, the letter, the job, the reference and the CV link', async () => {
      const resend = { apiKey: 're_test', apiUrl: recorder.url, from: 'Talentsite <offres@talentsite.example>' }
      expect(await deliverDueEmails(own.worker.sql, resend)).toMatchObject({ sent: 2, failed: 0 })
      const sent = recorder.requests.map((request) => JSON.parse(request.body) as Record<string, string & string[]>)
      const mail = sent.find((body) => body.to?.[0] === RECRUITERS)
      expect(mail?.subject).toBe(`Nouvelle candidature : Zoé Delivered pour Ingénieur·e photovoltaïque`)
      // "Reply" writes to the candidate; the candidate's own confirmation replies to no one.
      expect(mail?.reply_to).toBe(applied.email)
      expect(sent.find((body) => body.to?.[0] === applied.email)).not.toHaveProperty('reply_to')
      for (const line of [
        'Zoé Delivered a postulé au poste Ingénieur·e photovoltaïque chez Lumen Énergie.',
        `E-mail : ${applied.email}`,
        'Téléphone : +33 6 12 34 56 78',
        'Bonjour,\n<b>motivée</b> & disponible.',
        `${ORIGIN}/en/lumen-energie/jobs/${SEED.completeJob}`,
        `Référence : ${applied.id}`,
      ]) {
        expect(mail?.text).toContain(line)
      }
      expect(mail?.text).toMatch(/Télécharger le CV \(CV-Zoe\.pdf, 4\sko\) : https:\/\/jobs\.example\/api\/cv\//)
      expect(mail?.html).toContain('&lt;b&gt;motivée&lt;/b&gt; &amp; disponible.')
      expect(mail?.html).toContain(`<a href="${cvLinkIn(mail?.text ?? '')}">`)
      console.info(`recorded recruiters' e-mail (text part):\n${mail?.text}`)
    })

    it('the webhook request is signed as agreed and carries the application, the job and the CV', async () => {
      recorder.requests.length = 0
      expect(await deliverDueWebhooks(own.worker.sql, { allowedOrigins: [recorder.url] })).toEqual({
        sent: 1,
        failed: 0,
        retried: 0,
        released: 0,
      })
      const [request] = recorder.requests
      expect(request?.path).toBe('/ats/lumen')
      expect(request?.headers['content-type']).toBe('application/json')
      expect(verifyAsReceiver(ATS_SECRET, request?.headers['talentsite-signature'], request?.body ?? '')).toMatchObject(
        {
          ok: true,
        },
      )
      expect(
        verifyAsReceiver(
          'another-secret-of-32-characters-at-least',
          request?.headers['talentsite-signature'],
          request?.body ?? '',
        ),
      ).toEqual({ ok: false, reason: 'bad signature' })
      const body = JSON.parse(request?.body ?? '{}')
      const [event] = await own.owner
        .sql`select id, created_at from webhook_deliveries where application_id = ${applied.id}`
      expect(request?.headers['talentsite-event-id']).toBe(event?.id)
      expect(body).toEqual({
        id: event?.id,
        type: 'application.received',
        created_at: event?.createdAt.toISOString(),
        data: {
          application: {
            id: applied.id,
            first_name: 'Zoé',
            last_name: 'Delivered',
            email: applied.email,
            phone: '+33612345678',
            cover_letter: 'Bonjour,\n<b>motivée</b> & disponible.',
            locale: 'en',
            created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
            // How likely a bot sent it (ADR 077): nothing suspicious in this one.
            risk: { level: 'low', signals: [] },
          },
          job: {
            id: SEED.completeJob,
            title: 'Ingénieur·e photovoltaïque',
            url: `${ORIGIN}/en/lumen-energie/jobs/${SEED.completeJob}`,
          },
          company: { slug: 'lumen-energie' },
          cv: {
            url: expect.stringMatching(/^https:\/\/jobs\.example\/api\/cv\//),
            expires_at: expect.stringMatching(/T/),
            file_name: 'CV-Zoe.pdf',
            size_bytes: applied.bytes.byteLength,
            sha256: sha256(applied.bytes),
          },
        },
      })
      const expiresIn = Date.parse(body.data.cv.expires_at) - Date.parse(body.data.application.created_at)
      expect(Math.round(expiresIn / 86_400_000)).toBe(30)
      const [row] = await own.owner
        .sql`select status, attempts, last_status from webhook_deliveries where id = ${event?.id}`
      expect(row).toEqual({ status: 'sent', attempts: 1, lastStatus: 200 })
      console.info(`recorded webhook request:\n${JSON.stringify(request?.headers, null, 2)}\n${request?.body}`)
    })

    it('the CV link downloads the exact bytes, as an attachment never stored or indexed', async () => {
      const response = await download(cvLinkReceived(applied.id))
      expect(response.status).toBe(200)
      expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(applied.bytes))
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(applied.bytes.byteLength),
        'content-disposition': 'attachment; filename="CV-Zoe.pdf"',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
      })
    })

    it('an altered, foreign, expired or junk link is refused with a 4xx and a clear text, never a 5xx', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const link = cvLinkReceived(applied.id)
      const [body = '', signature = ''] = link.slice(`${ORIGIN}/api/cv/`.length).split('.')
      const flip = (text: string) => `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.slice(-1)}`
      const expired = await tokenValidFor(SECRET, 'cv-download', applied.id, -1000)
      const foreign = await tokenValidFor(SECRET, 'withdraw', applied.id, 60_000)
      const otherKey = await tokenValidFor('another-link-signing-secret-0123456789', 'cv-download', applied.id, 60_000)
      const cases: [string, number, string][] = [
        [`${body}.${flip(signature)}`, 403, "Ce lien de téléchargement n'est pas valide."],
        [`${flip(body)}.${signature}`, 403, "Ce lien de téléchargement n'est pas valide."],
        [foreign, 403, "Ce lien de téléchargement n'est pas valide."],
        [otherKey, 403, "Ce lien de téléchargement n'est pas valide."],
        ['not-a-token', 403, "Ce lien de téléchargement n'est pas valide."],
        [expired, 410, 'Ce lien de téléchargement a expiré.'],
      ]
      for (const [token, status, text] of cases) {
        const response = await download(`${ORIGIN}/api/cv/${token}`)
        expect(response.status, token).toBe(status)
        expect(await response.text()).toContain(text)
        expect(response.headers.get('cache-control')).toBe('no-store')
      }
      // The expired one's page also offers a new link (tests/integration/cv-link-renewal.test.ts).
      const english = await download(`${ORIGIN}/api/cv/${expired}`, { 'Accept-Language': 'en-GB,en' })
      expect(await english.text()).toContain('<h1>This download link has expired.</h1>')
    })

    it('a withdrawn or purged application’s link answers 410', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const gone = await apply('Withdrawn')
      const [row] = await own.owner.sql<{ payload: { cv: { url: string } } }[]>`
        select payload from webhook_deliveries where application_id = ${gone.id}`
      const link = row?.payload.cv.url ?? ''
      expect((await download(link)).status).toBe(200)
      await own.owner.sql`delete from applications where id = ${gone.id}`
      const response = await download(link)
      expect(response.status).toBe(410)
      expect(await response.text()).toContain("Ce CV n'est plus disponible")
    })
  })

  describe('a company with neither an address nor a webhook', () => {
    it('keeps the application, sends it nowhere, and each run names the company once with a count', async () => {
      const applied = await apply('Kept', { id: SEED.sparseCompanyJob, slug: SEED.sparseCompany.slug })
      await apply('KeptToo', { id: SEED.sparseCompanyJob, slug: SEED.sparseCompany.slug })
      const kinds = await own.owner.sql`select kind from email_outbox where application_id = ${applied.id}`
      expect(kinds).toEqual([{ kind: 'application_confirmation' }])
      expect(await own.owner.sql`select id from webhook_deliveries where application_id = ${applied.id}`).toEqual([])

      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      expect(await warnCompaniesWithoutDelivery(own.worker.sql)).toEqual({ companies: 1 })
      const lines = warn.mock.calls.map((call) => call.join(' '))
      expect(lines).toEqual([
        'applications undelivered: company atelier-brique keeps 2 application(s) and has neither applications_email nor a webhook',
      ])
      expect(lines.join('\n')).not.toMatch(/Kept|candidate\.example|Zoé/)
    })

    it('the scheduled run sends the due webhook events and gives the warning', async () => {
      const applied = await apply('Scheduled')
      recorder.requests.length = 0
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const info = vi.spyOn(console, 'info').mockImplementation(() => {})
      const env = {
        PROVIDER_NAME: 'Talentsite',
        // Local, as a test Worker is: only then may it list the recording server (ADR 040).
        PUBLIC_ORIGIN: 'http://localhost:8787',
        DEMO_COMPANY_SLUG: 'lumen-energie',
        CONTACT_EMAIL: 'bonjour@talentsite.example',
        APPOINTMENT_URL: 'https://talentsite.example/rendez-vous',
        LINK_SIGNING_SECRET: SECRET,
        HYPERDRIVE: { connectionString: own.workerUrl },
        CV_BUCKET: own.cv.bucket,
        WEBHOOK_TEST_ORIGINS: recorder.url,
      } as unknown as Env
      // At minute 30: the hourly CV reconciliation does not run.
      await runScheduledTasks({ scheduledTime: Date.parse('2026-11-23T10:30:00Z') } as ScheduledController, env)
      expect(info.mock.calls.find((call) => call[0] === 'webhook delivery')?.[1]).toEqual({
        sent: 1,
        failed: 0,
        retried: 0,
        released: 0,
      })
      expect(recorder.requests.map((request) => JSON.parse(request.body).data.application.id)).toEqual([applied.id])
      expect(
        warn.mock.calls
          .map((call) => String(call[0]))
          .filter((line) => line.startsWith('applications undelivered: company atelier-brique')),
      ).toHaveLength(1)
    })
  })
})
