import { describe, expect, it } from 'vitest'
import { insertApplicationWithEmail } from '#server/db/queries/applications.ts'
import {
  forgetQueuedCvObjects,
  getWithdrawalPage,
  queuedCvObjects,
  withdrawApplication,
} from '#server/db/queries/withdrawals.ts'
import { queueSavedJobEmail, redactFinishedEmails } from '#server/features/deliveries/email-outbox.ts'
import { companyNotices } from '#server/services/withdraw-application.ts'
import { SEED } from './database.ts'
import { email, INSUFFICIENT_PRIVILEGE, newApplication, setUpWorkerRoleDatabase } from './worker-role-database.ts'

// Withdrawals and the deletion of personal data, through the Worker's restricted role (the role and its database: worker-role-database.ts).
const { sql, owner, insertExpiredAndKept } = setUpWorkerRoleDatabase('personal_data')

describe('a candidate’s withdrawal (ADR 025)', () => {
  it('finds the application of a link, withdraws it with its e-mails, writes the company’s notices', async () => {
    await owner`
      update companies set applications_email = 'rh@lumen.example',
        applications_webhook_url = 'https://ats.example/hook', applications_webhook_secret = ${'k'.repeat(32)}
      where id = ${SEED.completeCompany.id}
    `
    const application = newApplication('withdrawn')
    // With the recruiters' e-mail and the received event: both go with the application.
    await insertApplicationWithEmail(sql, application, () => ({
      confirmation: email('withdrawn'),
      recruiter: { ...email('recruiters'), toAddress: 'rh@lumen.example' },
      webhookData: { application: { first_name: 'Ada' } },
    }))
    const [row] = await owner<{ id: string }[]>`
      select id from applications where idempotency_key = ${application.idempotencyKey}
    `
    const id = row?.id ?? ''
    expect((await getWithdrawalPage(sql, SEED.completeCompany.slug, id))?.application).toMatchObject({
      id,
      companySlug: SEED.completeCompany.slug,
    })

    const target = { applicationId: id, companySlug: SEED.completeCompany.slug }
    const withdrawn = await withdrawApplication(sql, target, async (gone) => companyNotices(gone, 'https://x.example'))
    expect(withdrawn).toMatchObject({
      id,
      cvKey: application.cvKey,
      applicationsEmail: 'rh@lumen.example',
    })
    expect(await withdrawApplication(sql, target, async (gone) => companyNotices(gone, 'https://x.example'))).toBeNull()
    const left = await owner`
      select (select count(*)::int from applications where id = ${id}) as applications,
        (select count(*)::int from email_outbox where application_id = ${id}
          or to_address = 'withdrawn@candidate.example') as emails,
        (select count(*)::int from webhook_deliveries where application_id = ${id}) as received,
        (select count(*)::int from email_outbox where dedupe_key = ${`withdrawal:${id}`}) as notices,
        (select count(*)::int from webhook_deliveries where event_type = 'application.withdrawn'
          and payload -> 'application' ->> 'id' = ${id}) as events
    `
    expect(left).toEqual([{ applications: 0, emails: 0, received: 0, notices: 1, events: 1 }])

    // The CV object's removal: the queue the withdrawal filled, read and emptied.
    expect(await queuedCvObjects(sql, 10)).toEqual([application.cvKey])
    await forgetQueuedCvObjects(sql, [application.cvKey])
    expect(await queuedCvObjects(sql, 10)).toEqual([])
  })

  it('withdraw_application and the purge functions are the Worker’s only: not executable by PUBLIC', async () => {
    const functions = await owner<{ name: string; publicExecute: boolean; workerExecute: boolean }[]>`
      select p.proname as name,
        exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE')
          as "publicExecute",
        has_function_privilege('career_site_worker', p.oid, 'execute') as "workerExecute"
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and p.proname in ('withdraw_application', 'delete_expired_applications', 'redact_finished_emails',
          'queue_candidate_email')
      order by p.proname
    `
    expect(functions).toEqual([
      { name: 'delete_expired_applications', publicExecute: false, workerExecute: true },
      { name: 'queue_candidate_email', publicExecute: false, workerExecute: true },
      { name: 'redact_finished_emails', publicExecute: false, workerExecute: true },
      { name: 'withdraw_application', publicExecute: false, workerExecute: true },
    ])
  })
})

describe('an application’s status history (ADR 046)', () => {
  it('is written and read by the Worker, never changed or deleted; the candidate’s address stays unread', async () => {
    const application = newApplication('status-history')
    await insertApplicationWithEmail(sql, application, () => ({
      confirmation: email('status-history'),
      recruiter: null,
      webhookData: null,
    }))
    const [row] = await owner<{ id: string }[]>`
      select id from applications where idempotency_key = ${application.idempotencyKey}
    `
    const id = row?.id ?? ''
    // The form's `received`, written by the Worker with the application.
    expect(await sql`select status, source from application_status_events where application_id = ${id}`).toEqual([
      { status: 'received', source: 'candidate' },
    ])
    await expect(
      sql`update application_status_events set status = 'hired' where application_id = ${id}`,
    ).rejects.toMatchObject({
      code: INSUFFICIENT_PRIVILEGE,
    })
    await expect(sql`delete from application_status_events where application_id = ${id}`).rejects.toMatchObject({
      code: INSUFFICIENT_PRIVILEGE,
    })
    // It reads the language of the candidate's e-mails, and queues one to an address it cannot read.
    expect(await sql`select locale from applications where id = ${id}`).toEqual([{ locale: 'fr' }])
    await expect(sql`select email from applications where id = ${id}`).rejects.toMatchObject({
      code: INSUFFICIENT_PRIVILEGE,
    })
    expect(await sql`select queue_candidate_email(${id}, ${`status:${id}`}, 's', 'h', 't') as queued`).toEqual([
      { queued: true },
    ])
    expect(await owner`select to_address, kind from email_outbox where dedupe_key = ${`status:${id}`}`).toEqual([
      { to_address: 'status-history@candidate.example', kind: 'application_status' },
    ])
  })
})

/**
 * Two applications with their confirmation e-mail, `${prefix}expired` past its retention and
 * `${prefix}kept` not. The Worker cannot set retain_until: only time (here, the owner) makes
 * an application expire.
 */
describe('deleting and forgetting personal data, only when due', () => {
  async function expiredAndKept() {
    const { expired, kept } = await insertExpiredAndKept('fn-')
    const ids = await owner<{ id: string; key: string }[]>`
      select id, idempotency_key as key from applications
      where idempotency_key in ${owner([expired.idempotencyKey, kept.idempotencyKey])}
    `
    const idOf = (key: string) => ids.find((row) => row.key === key)?.id ?? ''
    return { expired: idOf(expired.idempotencyKey), kept: idOf(kept.idempotencyKey) }
  }

  it('a DELETE of an application, expired or not, is refused: the role has no DELETE', async () => {
    const { expired, kept } = await expiredAndKept()
    for (const id of [kept, expired]) {
      await expect(sql`delete from applications where id = ${id}`).rejects.toMatchObject({
        code: INSUFFICIENT_PRIVILEGE,
      })
    }
    const [left] = await owner`select count(*)::int as n from applications where id in ${owner([expired, kept])}`
    expect(left?.n).toBe(2)
  })

  it('delete_expired_applications deletes the expired ones among the ids it is given, no other', async () => {
    const { expired, kept } = await expiredAndKept()
    const deleted = await sql`select delete_expired_applications(${`{${expired},${kept}}`}::uuid[]) as id`
    expect(deleted.map((row) => row.id)).toEqual([expired])
    const left = await owner`select id from applications where id in ${owner([expired, kept])}`
    expect(left.map((row) => row.id)).toEqual([kept])
  })

  it('finished e-mails lose their recipient and message after 7 days; status, provider id and dates stay', async () => {
    const labels = ['audit-old-sent', 'audit-old-failed', 'audit-recent-sent', 'audit-old-pending']
    for (const label of labels) {
      await queueSavedJobEmail(sql, {
        ...email(label),
        jobId: SEED.completeJob,
        dedupeKey: `saved_job:${label}@x.example`,
      })
    }
    // Only time (here, the owner) ages an e-mail.
    await owner`
      update email_outbox set
        status = case when to_address like '%-failed@%' then 'failed'
          when to_address like '%-pending@%' then 'pending' else 'sent' end,
        provider_id = 'provider-' || split_part(to_address, '@', 1),
        sent_at = case when to_address like '%-sent@%' then now() end,
        next_attempt_at = now(),
        created_at = now() - interval '8 days'
      where to_address like 'audit-%'
    `
    await owner`
      update email_outbox set sent_at = sent_at - interval '8 days', next_attempt_at = now() - interval '8 days'
      where to_address like 'audit-old-%'
    `
    const before = await owner`select id from email_outbox where to_address like 'audit-%' order by to_address`

    expect(await redactFinishedEmails(sql)).toEqual({ redacted: 2 })
    const rows = await owner`
      select to_address, subject, html_body, text_body, status, provider_id, sent_at is not null as sent,
        dedupe_key like '%@%' as names_address
      from email_outbox where id in ${owner(before.map((row) => row.id))}
      order by provider_id
    `
    const cleared = { to_address: '', subject: '', html_body: '', text_body: '', names_address: false }
    const kept = (label: string) => ({
      to_address: `${label}@candidate.example`,
      subject: `Subject ${label}`,
      html_body: `<p>${label}</p>`,
      text_body: label,
      names_address: true,
    })
    expect(rows).toEqual([
      { ...cleared, status: 'failed', provider_id: 'provider-audit-old-failed', sent: false },
      { ...kept('audit-old-pending'), status: 'pending', provider_id: 'provider-audit-old-pending', sent: false },
      { ...cleared, status: 'sent', provider_id: 'provider-audit-old-sent', sent: true },
      { ...kept('audit-recent-sent'), status: 'sent', provider_id: 'provider-audit-recent-sent', sent: true },
    ])
    // A second run has nothing left to clear.
    expect(await redactFinishedEmails(sql)).toEqual({ redacted: 0 })
  })
})
