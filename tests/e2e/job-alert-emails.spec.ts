import { writeFile } from 'node:fs/promises'
import { type RecordingServer, startRecordingServer } from '../tools/recording-server.ts'
import { expect, SEED, test as sharedWorkerTest, waitForEnhancement } from './fixtures.ts'
import { type OwnWorker, ownDatabase, startOwnWorker } from './own-worker.ts'

/**
 * Job alert e-mails end to end (ADR 026), on a Worker of its own whose RESEND_API_URL is a
 * local stand-in for Resend's API that records every request: the confirmation leaves
 * after the subscription's response, its link confirms, the cron (the Worker's scheduled
 * handler, as `/cdn-cgi/local/scheduled` runs it locally) sends the digest, and the
 * List-Unsubscribe one-click POST a mailbox provider sends erases the address.
 */
const PORT = Number(process.env.E2E_ALERTS_PORT ?? 8875)
const DB_PORT = Number(process.env.E2E_ALERTS_DB_PORT ?? 54475)
const RECORDER_PORT = Number(process.env.E2E_ALERTS_RECORDER_PORT ?? 8880)
const origin = `http://localhost:${PORT}`
const listPath = `/fr/${SEED.completeCompany}/jobs`

type Sent = { to: string[]; subject: string; text: string; html: string; headers?: Record<string, string> }
let recorder: RecordingServer
let worker: OwnWorker
const test = sharedWorkerTest.extend({ sql: ownDatabase(() => worker) })

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: origin })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  recorder = await startRecordingServer({ port: RECORDER_PORT })
  worker = await startOwnWorker({
    name: 'job-alert-emails',
    port: PORT,
    dbPort: DB_PORT,
    vars: {
      PUBLIC_ORIGIN: origin,
      RESEND_API_KEY: 're_e2e_alerts',
      RESEND_API_URL: `http://127.0.0.1:${RECORDER_PORT}`,
      EDGE_CACHE: 'off',
    },
  })
})

test.afterAll(async () => {
  await worker?.stop()
  await recorder?.close()
})

/** What the stand-in received for `email`: each request's headers and parsed body. */
const to = (email: string) =>
  recorder.requests
    .map((request) => ({ headers: request.headers, body: JSON.parse(request.body) as Sent }))
    .filter((request) => request.body.to[0] === email)

test('confirmation, digest and one-click unsubscribe reach Resend’s API with List-Unsubscribe', async ({
  page,
  sql,
}) => {
  test.setTimeout(90_000)
  const email = `digest-${Date.now()}@example.org`
  await page.goto(`${listPath}?contract=cdi`)
  await waitForEnhancement(page)
  await page.locator('#job-alert').getByRole('textbox').fill(email)
  await page.locator('#job-alert').getByRole('button', { name: "Créer l'alerte" }).click()

  // Delivered after the subscription's response, not at the next cron run.
  await expect.poll(() => to(email).length, { timeout: 20_000 }).toBe(1)
  const [confirmation] = to(email)
  expect(confirmation?.headers.authorization).toBe('Bearer re_e2e_alerts')
  expect(confirmation?.body.subject).toBe('Confirmez votre alerte emploi chez Lumen Énergie')
  const confirmUrl = /http:\/\/\S+\/alerts\/confirm\/\S+/.exec(confirmation?.body.text ?? '')?.[0] ?? ''
  expect(confirmUrl.startsWith(`${origin}/fr/${SEED.completeCompany}/alerts/confirm/`)).toBe(true)
  expect(confirmation?.body.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  await page.goto(confirmUrl)
  await page.getByRole('button', { name: 'Confirmer mon alerte' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alerte confirmée')

  // A day later, with a new matching offer (and one that does not match).
  await sql`
    insert into jobs (company_id, workspace_id, title, status, contract_type, city, remote, country_code)
    select id, workspace_id, t.title, 'published', t.contract, 'Nantes', 'Hybride', 'FR'
    from companies, (values ('Responsable d''exploitation <solaire>', 'CDI'), ('Stagiaire', 'Stage')) as t(title, contract)
    where slug = ${SEED.completeCompany}
  `
  await sql`update job_alerts set next_digest_at = now() - interval '1 second' where email = ${email}`
  const cron = await fetch(`${origin}/cdn-cgi/local/scheduled?cron=*/5+*+*+*+*`)
  expect(cron.status).toBe(200)
  await expect.poll(() => to(email).length, { timeout: 20_000 }).toBe(2)
  const digest = to(email)[1]
  expect(digest?.body.subject).toBe('Nouvelles offres chez Lumen Énergie')
  expect(digest?.body.text).toContain("- Responsable d'exploitation <solaire> (CDI · Nantes, FR · Hybride)")
  expect(digest?.body.text).not.toContain('Stagiaire')
  expect(digest?.body.html).toContain('Responsable d&#39;exploitation &lt;solaire&gt;')
  const listUnsubscribe = digest?.body.headers?.['List-Unsubscribe'] ?? ''
  expect(listUnsubscribe).toMatch(
    new RegExp(`^<${origin}/fr/${SEED.completeCompany}/alerts/unsubscribe/[\\w-]+\\.[\\w-]+>$`),
  )
  expect(digest?.body.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  expect(digest?.body.text).toContain(listUnsubscribe.slice(1, -1))
  // The digest as the stand-in received it (request headers and body), kept with the results.
  await writeFile(test.info().outputPath('alert-digest.json'), JSON.stringify(digest, null, 2))

  // The one-click POST of RFC 8058, as a mailbox provider sends it: no cookie, no other field.
  const unsubscribe = await fetch(listUnsubscribe.slice(1, -1), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
    redirect: 'manual',
  })
  expect(unsubscribe.status).toBe(200)
  const [left] = await sql`
    select (select count(*) from job_alerts where email = ${email})::int as alerts,
      (select count(*) from email_outbox where to_address = ${email})::int as emails
  `
  expect(left).toEqual({ alerts: 0, emails: 0 })
})
