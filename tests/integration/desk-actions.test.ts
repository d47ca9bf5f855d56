import { randomUUID } from 'node:crypto'
import type { TransactionSql } from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { inboxFiltersSchema } from '#domain/applications-inbox.ts'
import { RequestDatabase, type Sql } from '#server/db/client.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import { getStatusPage, type StatusTransaction } from '#server/features/application-status/status-queries.ts'
import { exportOfferApplications } from '#server/features/desk/export.ts'
import { addNote, getApplicationDetails, listInboxPage } from '#server/features/desk/inbox-queries.ts'
import { changeStatusFromDesk, changeStatusInBulk } from '#server/features/desk/status-changes.ts'
import { submitApplication } from '#server/services/submit-application.ts'
import { withdrawAndErase } from '#server/services/withdraw-application.ts'
import { listKeys } from './cv-bucket.ts'
import { SEED } from './database.ts'
import { onDatabase } from './own-database.ts'
import { OWN_LINKS, setUpOwnDelivery } from './own-delivery-setup.ts'
import { formApplication } from './submitted-application.ts'

/**
 * The recruiter's desk's actions through the real services on the real
 * PostgreSQL: status changes with the existing machinery (one e-mail and one webhook event
 * per applied change), bulk changes sent twice at once, private notes that reach no
 * candidate and no webhook, erasure as the candidate's withdrawal does, and the CSV export.
 * The desk's statements run as the workspace's role, under its row-level security.
 */
const DATABASE = 'career_desk_actions'
const COMPANY = SEED.completeCompany
const own = setUpOwnDelivery(DATABASE)
const clients: RequestDatabase[] = []
/** A new client of the workspace's role (one per request, as in the Worker). */
const workspaceSql = (): Sql => {
  const client = new RequestDatabase(onDatabase(inject('workspaceDatabaseUrl'), DATABASE))
  clients.push(client)
  return client.sql
}
afterAll(() => Promise.all(clients.map((client) => client.close())))
/** `work` in a transaction of the workspace's role with `companyId` as its tenant (row-level security). */
const asCompany = <T>(companyId: string, work: (tx: TransactionSql) => Promise<T>): Promise<T> =>
  asWorkspace(workspaceSql(), { companyId }, work)
/** The desk's dependencies for one request of a member of `companyId`. */
const desk = (companyId: string = COMPANY.id) => {
  const sql = workspaceSql()
  const transaction: StatusTransaction = (work) => asWorkspace(sql, { companyId }, work)
  return { sql, links: OWN_LINKS, transaction }
}

beforeAll(async () => {
  await own.owner.sql`
    update companies set applications_webhook_url = 'https://ats.example/hooks',
      applications_webhook_secret = ${'s'.repeat(40)}
    where id = ${COMPANY.id}
  `
})

/** An application from a candidate named after `label`, in `locale`, through the real form service. */
async function apply(label: string, { locale = 'fr', firstName = 'Camille' } = {}) {
  const input = formApplication(label, { locale: locale as 'fr' | 'en' })
  input.fields.firstName = firstName
  input.fields.email = `${label}.${input.idempotencyKey.slice(0, 8)}@candidate.example`
  const outcome = await submitApplication({ sql: own.workerSql(), bucket: own.cv.bucket, links: OWN_LINKS }, input)
  if (outcome.status !== 'created') throw new Error(outcome.status)
  const [row] = await own.owner.sql<{ id: string }[]>`
    select id from applications where idempotency_key = ${input.idempotencyKey}
  `
  return row?.id ?? ''
}

/** What the desk's changes wrote for these applications: events, candidate e-mails, webhook events. */
async function written(ids: string[]) {
  const [counts] = await own.owner.sql<{ events: number; emails: number; webhooks: number }[]>`
    select
      (select count(*)::int from application_status_events where application_id in ${own.owner.sql(ids)}
        and source = 'recruiter') as events,
      (select count(*)::int from email_outbox where application_id in ${own.owner.sql(ids)}
        and kind = 'application_status') as emails,
      (select count(*)::int from webhook_deliveries where application_id in ${own.owner.sql(ids)}
        and event_type = 'application.status_changed') as webhooks
  `
  return counts
}

describe('a status change from the desk', () => {
  it('is one event, one e-mail in the candidate’s language with the message, one webhook; the same form again changes nothing', async () => {
    const id = await apply('desk-one', { locale: 'en' })
    const change = { formKey: randomUUID(), status: 'interview' as const, message: 'See you on Monday at 10.' }
    expect(await changeStatusFromDesk(desk(), COMPANY.id, id, change)).toMatchObject({ status: 'applied' })
    expect(await changeStatusFromDesk(desk(), COMPANY.id, id, change)).toEqual({ status: 'replay' })
    expect(await written([id])).toEqual({ events: 1, emails: 1, webhooks: 1 })
    const [email] = await own.owner.sql<{ subject: string; textBody: string }[]>`
      select subject, text_body from email_outbox where application_id = ${id} and kind = 'application_status'
    `
    expect(email?.subject).toMatch(/: Interview$/)
    expect(email?.textBody).toContain('See you on Monday at 10.')
    const details = await asCompany(COMPANY.id, (tx) => getApplicationDetails(tx, COMPANY.id, id))
    expect(details?.application).toMatchObject({ status: 'interview', answeredAt: expect.any(Date) })
    expect(details?.timeline.map((event) => [event.status, event.source, event.message])).toEqual([
      ['received', 'candidate', null],
      ['interview', 'recruiter', 'See you on Monday at 10.'],
    ])
    const page = await asCompany(COMPANY.id, (tx) =>
      listInboxPage(tx, COMPANY.id, inboxFiltersSchema.parse({ status: 'interview' })),
    )
    expect(page.rows.map((row) => row.id)).toContain(id)
  })

  it('another company’s application is gone: nothing written', async () => {
    const id = await apply('desk-other')
    const change = { formKey: randomUUID(), status: 'rejected' as const }
    expect(await changeStatusFromDesk(desk(SEED.otherCompany.id), SEED.otherCompany.id, id, change)).toEqual({
      status: 'gone',
    })
    expect(await written([id])).toEqual({ events: 0, emails: 0, webhooks: 0 })
    expect(
      await asCompany(SEED.otherCompany.id, (tx) => getApplicationDetails(tx, SEED.otherCompany.id, id)),
    ).toBeNull()
  })
})

describe('a bulk change', () => {
  it('twenty refusals with one kind message, the form sent twice at once: twenty e-mails, one each', async () => {
    const ids: string[] = []
    for (let n = 0; n < 20; n++) ids.push(await apply(`bulk-${n}`, { locale: n % 2 ? 'en' : 'fr' }))
    const other = await apply('bulk-other-company')
    const change = {
      formKey: randomUUID(),
      status: 'rejected' as const,
      message: 'Merci pour votre intérêt.',
      ids: [...ids, other],
    }
    const [first, second] = await Promise.all([
      changeStatusInBulk(desk(SEED.sparseCompany.id), SEED.sparseCompany.id, { ...change, ids: [other] }),
      changeStatusInBulk(desk(), COMPANY.id, change),
      changeStatusInBulk(desk(), COMPANY.id, change),
    ]).then(([outOfCompany, a, b]) => {
      expect(outOfCompany).toMatchObject({ gone: 1 })
      return [a, b]
    })
    // Each application once, whichever request got there first; the other company's never.
    expect((first?.applied ?? 0) + (second?.applied ?? 0)).toBe(21)
    expect((first?.replay ?? 0) + (second?.replay ?? 0)).toBe(21)
    expect(await written(ids)).toEqual({ events: 20, emails: 20, webhooks: 20 })
    const languages = await own.owner.sql<{ locale: string; n: number }[]>`
      select locale, count(*)::int as n from email_outbox
      where application_id in ${own.owner.sql(ids)} and kind = 'application_status' group by locale order by locale
    `
    expect(languages).toEqual([
      { locale: 'en', n: 10 },
      { locale: 'fr', n: 10 },
    ])
  })
})

describe('private notes', () => {
  it('the same note form twice at once is one note, shown on the desk only: no e-mail, no webhook, no status page', async () => {
    const id = await apply('noted')
    const note = {
      companyId: COMPANY.id,
      applicationId: id,
      authorId: null,
      body: 'Secret: très bon profil.',
      formKey: randomUUID(),
    }
    expect(
      await Promise.all([
        asCompany(COMPANY.id, (tx) => addNote(tx, note)),
        asCompany(COMPANY.id, (tx) => addNote(tx, note)),
      ]),
    ).toEqual([true, true])
    const details = await asCompany(COMPANY.id, (tx) => getApplicationDetails(tx, COMPANY.id, id))
    expect(details?.notes.map((row) => row.body)).toEqual(['Secret: très bon profil.'])
    // Another company can neither write nor read one on it.
    const other = { ...note, companyId: SEED.otherCompany.id, formKey: randomUUID() }
    expect(await asCompany(SEED.otherCompany.id, (tx) => addNote(tx, other))).toBe(false)
    // A change after the note: the candidate's e-mail, the webhook and the status page never carry it.
    await changeStatusFromDesk(desk(), COMPANY.id, id, { formKey: randomUUID(), status: 'in_review' })
    const [leaks] = await own.owner.sql<{ n: number }[]>`
      select (select count(*) from email_outbox where text_body like '%Secret%' or html_body like '%Secret%')
        + (select count(*) from webhook_deliveries where payload::text like '%Secret%') as n
    `
    expect(Number(leaks?.n)).toBe(0)
    const statusPage = await getStatusPage(own.workerSql(), COMPANY.slug, id)
    expect(JSON.stringify(statusPage)).not.toContain('Secret')
  })
})

describe('erasure on the candidate’s request', () => {
  it('deletes the application, its CV, notes and history as a withdrawal does, and tells the ATS', async () => {
    const id = await apply('erased')
    await addNote(own.owner.sql, {
      companyId: COMPANY.id,
      applicationId: id,
      authorId: null,
      body: 'À effacer',
      formKey: randomUUID(),
    })
    const [{ cvKey } = { cvKey: '' }] = await own.owner.sql<{ cvKey: string }[]>`
      select cv_key from applications where id = ${id}
    `
    const erase = (company: { id: string; slug: string }) => {
      const { sql, transaction } = desk(company.id)
      return withdrawAndErase(
        { sql, transaction, bucket: own.cv.bucket, publicOrigin: OWN_LINKS.origin },
        { applicationId: id, companySlug: company.slug },
      )
    }
    expect(await erase(SEED.otherCompany)).toEqual({ status: 'other-company' })
    expect(await erase(COMPANY)).toMatchObject({ status: 'withdrawn', cvRemoved: true })
    expect(await asCompany(COMPANY.id, (tx) => getApplicationDetails(tx, COMPANY.id, id))).toBeNull()
    expect(await listKeys(own.cv.bucket, cvKey)).toEqual([])
    const [left] = await own.owner.sql<{ notes: number; events: number; withdrawn: number }[]>`
      select (select count(*)::int from application_notes where application_id = ${id}) as notes,
        (select count(*)::int from application_status_events where application_id = ${id}) as events,
        (select count(*)::int from webhook_deliveries where event_type = 'application.withdrawn'
          and payload #>> '{application,id}' = ${id}) as withdrawn
    `
    expect(left).toEqual({ notes: 0, events: 0, withdrawn: 1 })
  })
})

describe('the CSV of an offer', () => {
  it('lists its applications without the CV, neutralises formulas, starts with a BOM', async () => {
    const id = await apply('=HYPERLINK("https://evil.example")', { firstName: '@SUM(1+1)' })
    const exported = await asCompany(COMPANY.id, (tx) =>
      exportOfferApplications(tx, COMPANY.id, SEED.completeJob, 'fr'),
    )
    const csv = exported?.csv ?? ''
    expect(
      csv.startsWith('\uFEFFPrénom,Nom,E-mail,Téléphone,Statut,Reçue le,Première réponse le,Conservée jusqu'),
    ).toBe(true)
    const line = csv.split('\r\n').find((row) => row.includes('evil.example')) ?? ''
    expect(line).toMatch(/^'@SUM\(1\+1\),"'=HYPERLINK\(""https:\/\/evil\.example""\)",/)
    expect(line).toContain(",'+33612345678,Candidature reçue,")
    const [stored] = await own.owner.sql<{ cvKey: string; cvFileName: string }[]>`
      select cv_key, cv_file_name from applications where id = ${id}
    `
    expect(csv).not.toContain(stored?.cvKey)
    expect(csv).not.toContain(stored?.cvFileName)
    expect(csv).not.toContain('Lettre de')
    expect(
      await asCompany(SEED.otherCompany.id, (tx) =>
        exportOfferApplications(tx, SEED.otherCompany.id, SEED.completeJob, 'fr'),
      ),
    ).toBeNull()
    const english = await asCompany(COMPANY.id, (tx) => exportOfferApplications(tx, COMPANY.id, SEED.completeJob, 'en'))
    expect(english?.csv.split('\r\n')[0]).toBe(
      '\uFEFFFirst name,Last name,E-mail,Phone,Status,Received,First answer,Kept until',
    )
  })
})
