import postgres from 'postgres'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { type JobAlertCriteria, NO_CRITERIA } from '#domain/job-alert.ts'
import { RequestDatabase } from '#server/db/client.ts'
import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { subscribeToJobAlerts } from '#server/services/job-alerts.ts'
import { createOwnDatabase } from './own-database.ts'

/**
 * Job alerts on a real PostgreSQL, through the Worker's restricted role (ADR 013, 026). A
 * test file calls `jobAlertDatabase` once: a database of its own (a digest run takes every
 * due alert, and rows must stay out of other files' counts) with two companies, emptied of
 * alerts and jobs before each test, and the helpers below.
 */
export const CONFIG = { publicOrigin: 'https://jobs.example', linkSigningSecret: LOCAL_LINK_SIGNING_SECRET }
export const COMPANY = { id: 'c2000000-0000-4000-8000-000000000001', slug: 'alertes-co', name: 'Alertes & Co' }
const WORKSPACE = 'a2000000-0000-4000-8000-000000000001'
export const OTHER_COMPANY = {
  id: 'c2000000-0000-4000-8000-000000000002',
  workspace: 'a2000000-0000-4000-8000-000000000002',
}

export type OutboxRow = {
  jobAlertId: string
  toAddress: string
  subject: string
  textBody: string
  htmlBody: string
  headers: Record<string, string>
  locale: string
}

export function jobAlertDatabase(name: string) {
  const state: { owner?: postgres.Sql; workerUrl?: string } = {}
  const workers: RequestDatabase[] = []
  const owner = () => {
    if (!state.owner) throw new Error('database not ready')
    return state.owner
  }

  beforeAll(async () => {
    const database = await createOwnDatabase(name)
    state.workerUrl = database.workerUrl
    state.owner = postgres(database.url, { max: 4, onnotice: () => {} })
    await state.owner`
      insert into companies (id, slug, name, workspace_id, plan) values
        (${COMPANY.id}, ${COMPANY.slug}, ${COMPANY.name}, ${WORKSPACE}, 'pro'),
        (${OTHER_COMPANY.id}, 'autre-co', 'Autre', ${OTHER_COMPANY.workspace}, 'pro')
    `
  }, 60_000)
  afterAll(async () => {
    await Promise.all(workers.map((db) => db.close()))
    await state.owner?.end()
  })
  beforeEach(async () => {
    await owner()`delete from job_alerts`
    // Each test's addresses start the day with their whole allowance (ADR 039).
    await owner()`delete from stranger_email_counts`
    await owner()`delete from jobs where company_id in (${COMPANY.id}, ${OTHER_COMPANY.id})`
  })

  /** The Worker's database client of one request, connected as its role. */
  function workerDatabase(): RequestDatabase {
    const db = new RequestDatabase(state.workerUrl ?? '')
    workers.push(db)
    return db
  }
  const worker = (): postgres.Sql => workerDatabase().sql

  const subscribe = (email: string, criteria: JobAlertCriteria = NO_CRITERIA, locale: 'fr' | 'en' = 'fr') =>
    subscribeToJobAlerts(worker(), CONFIG, { locale, company: COMPANY, email, criteria })

  return {
    owner,
    worker,
    workerDatabase,
    /** The Worker role's URL of this database (for a client of a test's own). */
    workerUrl: () => state.workerUrl ?? '',
    subscribe,
    alerts: () =>
      owner()<{ id: string; email: string; confirmedAt: Date | null; nextDigestAt: Date | null }[]>`
        select id, email, confirmed_at as "confirmedAt", next_digest_at as "nextDigestAt" from job_alerts order by email
      `,
    outbox: (kind: string) =>
      owner()<OutboxRow[]>`
        select job_alert_id as "jobAlertId", to_address as "toAddress", subject, text_body as "textBody",
          html_body as "htmlBody", headers, locale
        from email_outbox where kind = ${kind} order by created_at, id
      `,

    /** A job of the test company (or the other), created `ago` before now (a PostgreSQL interval). */
    async addJob(fields: {
      title: string
      contract?: string
      city?: string
      remote?: string
      status?: string
      ago?: string
      other?: boolean
    }): Promise<string> {
      const [row] = await owner()<{ id: string }[]>`
        insert into jobs (company_id, workspace_id, title, status, created_at, contract_type, city, remote, country_code)
        values (${fields.other ? OTHER_COMPANY.id : COMPANY.id}, ${fields.other ? OTHER_COMPANY.workspace : WORKSPACE},
          ${fields.title}, ${fields.status ?? 'published'}, now() - ${fields.ago ?? '1 minute'}::interval,
          ${fields.contract ?? 'CDI'}, ${fields.city ?? 'Lyon'}, ${fields.remote ?? 'Hybride'}, 'FR')
        returning id
      `
      return row?.id ?? ''
    },

    /** A confirmed alert whose digest is due now, subscribed `ago` before now. */
    async dueAlert(email: string, criteria: JobAlertCriteria = NO_CRITERIA, ago = '3 days') {
      expect(await subscribe(email, criteria)).toBe('created')
      await owner()`
        update job_alerts set consented_at = now() - ${ago}::interval, confirmed_at = now() - ${ago}::interval,
          next_digest_at = now() - interval '1 second'
        where email = ${email}
      `
    },

    /** Time passes for every confirmed alert: its next digest is due. */
    aDayLater: () =>
      owner()`update job_alerts set next_digest_at = now() - interval '1 second' where confirmed_at is not null`,
  }
}

/** The token of the link to `kind` in an e-mail's text. */
export function linkToken(text: string, kind: 'confirm' | 'unsubscribe'): string {
  const pattern = new RegExp(`https://jobs\\.example/(?:fr|en)/${COMPANY.slug}/alerts/${kind}/([A-Za-z0-9_.-]+)`)
  const match = pattern.exec(text)
  if (!match?.[1]) throw new Error(`no ${kind} link in ${text}`)
  return match[1]
}
