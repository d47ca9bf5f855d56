import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { NO_CRITERIA } from '#domain/job-alert.ts'
import { confirmJobAlert, deleteJobAlert } from '#server/db/queries/job-alerts.ts'
import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { expireUnconfirmedJobAlerts, JOB_ALERT_RULES, sendJobAlertDigests } from '#server/services/job-alerts.ts'
import { verifyToken } from '#server/services/signed-tokens.ts'
import { SEED } from './database.ts'
import { COMPANY, CONFIG, jobAlertDatabase, linkToken } from './job-alert-fixtures.ts'

/**
 * Job alerts on a real PostgreSQL, through the Worker's role (ADR 026): subscription under
 * concurrency, confirmation, unsubscription and expiry.
 */
const db = jobAlertDatabase('career_job_alerts')

describe('subscribing', () => {
  it('writes the alert and its confirmation e-mail, with a signed link and List-Unsubscribe headers', async () => {
    const criteria = { q: 'Ingénieur', contract: 'CDI', city: 'Lyon', remote: '' }
    expect(await db.subscribe('ada@example.org', criteria, 'en')).toBe('created')
    const [alert] = await db.alerts()
    expect(alert).toMatchObject({ email: 'ada@example.org', confirmedAt: null, nextDigestAt: null })
    const [consent] = await db.owner()`select consented_at > now() - interval '1 minute' as recent from job_alerts`
    expect(consent?.recent).toBe(true)
    const [email] = await db.outbox('alert_confirmation')
    expect(email).toMatchObject({ jobAlertId: alert?.id, toAddress: 'ada@example.org', locale: 'en' })
    expect(email?.subject).toBe('Confirm your job alert at Alertes & Co')
    expect(email?.textBody).toContain(
      'New jobs at Alertes & Co: Title containing “Ingénieur” · Contract: CDI · City: Lyon',
    )
    expect(email?.htmlBody).toContain('Alertes &amp; Co')
    const check = await verifyToken(
      LOCAL_LINK_SIGNING_SECRET,
      linkToken(email?.textBody ?? '', 'confirm'),
      'alert-confirm',
    )
    expect(check).toMatchObject({ ok: true, subject: alert?.id })
    // Valid as long as the unconfirmed alert is kept.
    if (check.ok) expect(check.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000)
    const unsubscribe = `https://jobs.example/en/${COMPANY.slug}/alerts/unsubscribe/${linkToken(email?.textBody ?? '', 'unsubscribe')}`
    expect(email?.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('ten concurrent identical subscriptions make one alert and one e-mail (case and accents aside)', async () => {
    const variants = ['Bea@Example.org', 'bea@example.org', 'BEA@EXAMPLE.ORG']
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        db.subscribe(variants[n % 3] ?? '', {
          q: '',
          contract: n % 2 ? 'cdi' : 'CDI',
          city: n % 2 ? 'Évry' : ' evry ',
          remote: '',
        }),
      ),
    )
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome !== 'created')).toEqual(Array(9).fill('unchanged'))
    expect(await db.alerts()).toHaveLength(1)
    expect(await db.outbox('alert_confirmation')).toHaveLength(1)
  })

  it('re-sends the confirmation once the period has passed, once for concurrent repeats, never once confirmed', async () => {
    expect(await db.subscribe('cy@example.org')).toBe('created')
    expect(await db.subscribe('cy@example.org')).toBe('unchanged')
    await db.owner()`update job_alerts set confirmation_sent_at = now() - ${JOB_ALERT_RULES.resendAfterSeconds + 1} * interval '1 second'`
    const repeats = await Promise.all(Array.from({ length: 5 }, () => db.subscribe('cy@example.org')))
    expect(repeats.sort()).toEqual(['resent', 'unchanged', 'unchanged', 'unchanged', 'unchanged'])
    expect(await db.outbox('alert_confirmation')).toHaveLength(2)
    const [alert] = await db.alerts()
    await confirmJobAlert(db.worker(), alert?.id ?? '', COMPANY.slug)
    await db.owner()`update job_alerts set confirmation_sent_at = now() - interval '1 day'`
    expect(await db.subscribe('cy@example.org')).toBe('unchanged')
    expect(await db.outbox('alert_confirmation')).toHaveLength(2)
  })
})

describe('confirming and unsubscribing', () => {
  it('confirms once: a second confirmation changes nothing; the first digest is due a day later', async () => {
    await db.subscribe('eve@example.org')
    const [pending] = await db.alerts()
    expect(await confirmJobAlert(db.worker(), pending?.id ?? '', COMPANY.slug)).toBe(true)
    const [confirmed] = await db.alerts()
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date)
    const day = (confirmed?.nextDigestAt?.getTime() ?? 0) - (confirmed?.confirmedAt?.getTime() ?? 0)
    expect(day).toBe(86_400_000)
    expect(await confirmJobAlert(db.worker(), pending?.id ?? '', COMPANY.slug)).toBe(true)
    expect(await db.alerts()).toEqual([confirmed])
    expect(await confirmJobAlert(db.worker(), randomUUID(), COMPANY.slug)).toBe(false)
  })

  it('acts only under its own company’s path: another company’s path neither confirms nor deletes it', async () => {
    await db.subscribe('gil@example.org')
    const [pending] = await db.alerts()
    const id = pending?.id ?? ''
    expect(await confirmJobAlert(db.worker(), id, SEED.completeCompany.slug)).toBe(false)
    await deleteJobAlert(db.worker(), id, SEED.completeCompany.slug)
    expect(await db.alerts()).toEqual([pending])
    expect(pending?.confirmedAt).toBeNull()
    expect(await confirmJobAlert(db.worker(), id, COMPANY.slug)).toBe(true)
    await deleteJobAlert(db.worker(), id, COMPANY.slug)
    expect(await db.alerts()).toEqual([])
  })

  it('unsubscribing erases the address: the alert, its e-mails and its sent offers are deleted', async () => {
    await db.dueAlert('fay@example.org')
    await db.addJob({ title: 'Comptable' })
    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toMatchObject({ digests: 1 })
    const [alert] = await db.alerts()
    await deleteJobAlert(db.worker(), alert?.id ?? '', COMPANY.slug)
    await deleteJobAlert(db.worker(), alert?.id ?? '', COMPANY.slug)
    const [left] = await db.owner()`
      select (select count(*) from job_alerts)::int as alerts, (select count(*) from job_alert_sent_jobs)::int as sent,
        (select count(*) from email_outbox where to_address = 'fay@example.org')::int as emails
    `
    expect(left).toEqual({ alerts: 0, sent: 0, emails: 0 })
  })
})

describe('expiry', () => {
  it('deletes unconfirmed alerts past the confirmation period, with their e-mails; no other', async () => {
    await db.subscribe('old@example.org')
    await db.subscribe('recent@example.org')
    await db.dueAlert('kept@example.org', NO_CRITERIA, '30 days')
    await db.owner()`
      update job_alerts set confirmation_sent_at = now() - ${JOB_ALERT_RULES.confirmationDays} * interval '1 day' - interval '1 minute'
      where email in ('old@example.org', 'kept@example.org')
    `
    expect(await expireUnconfirmedJobAlerts(db.worker())).toEqual({ deleted: 1 })
    expect((await db.alerts()).map((alert) => alert.email)).toEqual(['kept@example.org', 'recent@example.org'])
    const emails = await db.outbox('alert_confirmation')
    expect(emails.map((email) => email.toAddress).sort()).toEqual(['kept@example.org', 'recent@example.org'])
    expect(await expireUnconfirmedJobAlerts(db.worker())).toEqual({ deleted: 0 })
  })
})
