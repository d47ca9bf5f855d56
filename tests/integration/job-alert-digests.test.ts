import { describe, expect, it } from 'vitest'
import { NO_CRITERIA } from '#domain/job-alert.ts'
import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { deliverDueEmails } from '#server/features/deliveries/email-delivery.ts'
import { JOB_ALERT_RULES, sendJobAlertDigests } from '#server/services/job-alerts.ts'
import { verifyToken } from '#server/services/signed-tokens.ts'
import { startRecordingServer } from '../tools/recording-server.ts'
import { COMPANY, CONFIG, jobAlertDatabase, linkToken } from './job-alert-fixtures.ts'

/**
 * The daily digest of job alerts on a real PostgreSQL, through the Worker's role (ADR 026):
 * which offers (matching as the job list matches, new, visible), at most once a day, never
 * the same offer twice, in bounded batches that concurrent runs share.
 */
const db = jobAlertDatabase('career_job_alert_digests')

describe('the digest', () => {
  it('sends the new visible offers that match the criteria as the job list matches them, and no other', async () => {
    await db.dueAlert('gus@example.org', { q: 'developpeur', contract: 'cdi', city: 'LYON', remote: '' })
    const matching = await db.addJob({ title: 'Développeur·se <b>Go</b>', contract: 'CDI', city: ' Lyon ' })
    const accents = await db.addJob({ title: 'DÉVELOPPEUR senior', contract: 'Cdi', city: 'lyon', ago: '2 hours' })
    await db.addJob({ title: 'Développeur', contract: 'CDD' })
    await db.addJob({ title: 'Développeur', city: 'Paris' })
    await db.addJob({ title: 'Comptable' })
    await db.addJob({ title: 'Développeur brouillon', status: 'draft' })
    await db.addJob({ title: 'Développeur fermé', status: 'closed' })
    await db.addJob({ title: 'Développeur ancien', ago: '4 days' })
    await db.addJob({ title: 'Développeur ailleurs', other: true })

    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toEqual({ alerts: 1, digests: 1, offers: 2 })
    const [digest] = await db.outbox('alert_digest')
    expect(digest?.subject).toBe('Nouvelles offres chez Alertes & Co')
    expect(digest?.textBody).toContain(`https://jobs.example/fr/${COMPANY.slug}/jobs/${matching}`)
    expect(digest?.textBody).toContain(`https://jobs.example/fr/${COMPANY.slug}/jobs/${accents}`)
    expect(digest?.textBody).toContain('- Développeur·se <b>Go</b> (CDI · Lyon, FR · Hybride)')
    expect(digest?.textBody).toContain(
      `https://jobs.example/fr/${COMPANY.slug}/jobs?q=developpeur&contract=cdi&city=LYON`,
    )
    expect(digest?.htmlBody).toContain('Développeur·se &lt;b&gt;Go&lt;/b&gt;')
    expect(digest?.htmlBody).not.toContain('<b>Go')
    expect(digest?.textBody.match(/\/jobs\/[0-9a-f-]{36}/g)).toHaveLength(2)
    expect(digest?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const token = linkToken(digest?.textBody ?? '', 'unsubscribe')
    expect(digest?.headers['List-Unsubscribe']).toBe(
      `<https://jobs.example/fr/${COMPANY.slug}/alerts/unsubscribe/${token}>`,
    )
    expect(await verifyToken(LOCAL_LINK_SIGNING_SECRET, token, 'alert-unsubscribe')).toMatchObject({ ok: true })
  })

  it('sends an offer by its publication, not its creation, and none past its closing date (ADR 035)', async () => {
    await db.dueAlert('pub@example.org')
    // Written as a draft before the alert existed, published now: new to the subscriber.
    const late = await db.addJob({ title: 'Brouillon publié', status: 'draft', ago: '10 days' })
    await db.owner()`update jobs set status = 'published' where id = ${late}`
    const closed = await db.addJob({ title: 'Fermé par sa date' })
    await db.owner()`update jobs set closes_at = now() - interval '1 second' where id = ${closed}`

    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toEqual({ alerts: 1, digests: 1, offers: 1 })
    const [digest] = await db.outbox('alert_digest')
    expect(digest?.textBody).toContain(`/jobs/${late}`)
    expect(digest?.textBody).not.toContain(`/jobs/${closed}`)
  })

  it('at most once a day, and never the same offer twice', async () => {
    await db.dueAlert('hal@example.org')
    const first = await db.addJob({ title: 'Premier' })
    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toMatchObject({ digests: 1, offers: 1 })
    // Not due again before a day: a new offer waits.
    const second = await db.addJob({ title: 'Second' })
    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toEqual({ alerts: 0, digests: 0, offers: 0 })
    const [alert] = await db.alerts()
    expect((alert?.nextDigestAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(86_300_000)

    await db.aDayLater()
    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toMatchObject({ digests: 1, offers: 1 })
    const digests = await db.outbox('alert_digest')
    expect(digests).toHaveLength(2)
    expect(digests[0]?.textBody).toContain(first)
    expect(digests[1]?.textBody).toContain(second)
    expect(digests[1]?.textBody).not.toContain(first)

    // A day with nothing new: looked at, nothing sent, due again a day later.
    await db.aDayLater()
    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toEqual({ alerts: 1, digests: 0, offers: 0 })
    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toEqual({ alerts: 0, digests: 0, offers: 0 })
  })

  it('an older draft published later still arrives, once', async () => {
    await db.dueAlert('ida@example.org', NO_CRITERIA, '10 days')
    const draft = await db.addJob({ title: 'Brouillon', status: 'draft', ago: '2 days' })
    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toMatchObject({ digests: 0 })
    await db.owner()`update jobs set status = 'published' where id = ${draft}`
    await db.aDayLater()
    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toMatchObject({ digests: 1, offers: 1 })
    await db.aDayLater()
    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toMatchObject({ digests: 0 })
  })

  it('lists 20 offers, says there are more, and sends the rest the next day', async () => {
    await db.dueAlert('jo@example.org')
    for (let n = 0; n < 25; n++) await db.addJob({ title: `Offre ${n}`, ago: `${n + 1} minutes` })
    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toMatchObject({ digests: 1, offers: 20 })
    const [first] = await db.outbox('alert_digest')
    expect(first?.textBody).toContain("D'autres offres correspondent à votre alerte : voir toutes les offres")
    // Newest first.
    expect(first?.textBody).toContain('Offre 0 ')
    expect(first?.textBody).not.toContain('Offre 24 ')
    await db.aDayLater()
    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toMatchObject({ digests: 1, offers: 5 })
    const [, second] = await db.outbox('alert_digest')
    expect(second?.textBody).toContain('Offre 24 ')
    expect(second?.textBody).not.toContain('Offre 0 ')
    expect(second?.textBody).toContain('Voir toutes les offres')
  })

  it('runs in bounded batches; concurrent runs never take the same alert', async () => {
    await db.addJob({ title: 'Pour tous' })
    const perRun = JOB_ALERT_RULES.batchSize * JOB_ALERT_RULES.maxBatchesPerRun
    const total = perRun + 30
    await db.owner()`
      insert into job_alerts (company_id, email, locale, consented_at, confirmed_at, next_digest_at)
      select ${COMPANY.id}, 'bulk' || n || '@example.org', 'fr', now() - interval '1 day', now() - interval '1 day',
        now() - interval '1 second'
      from generate_series(1, ${total}) n
    `
    // One run stops after its batches, whatever is left for the next run.
    expect(await sendJobAlertDigests(db.worker(), CONFIG)).toEqual({ alerts: perRun, digests: perRun, offers: perRun })
    const runs = await Promise.all([sendJobAlertDigests(db.worker(), CONFIG), sendJobAlertDigests(db.worker(), CONFIG)])
    expect(runs[0].alerts + runs[1].alerts).toBe(30)
    expect(runs[0].digests + runs[1].digests).toBe(30)
    const [counts] = await db.owner()`
      select count(*)::int as digests, count(distinct job_alert_id)::int as alerts from email_outbox where kind = 'alert_digest'
    `
    expect(counts).toEqual({ digests: total, alerts: total })
  })

  it('reaches Resend’s API with its List-Unsubscribe headers (recorded by a local stand-in)', async () => {
    await db.dueAlert('kim@example.org', { ...NO_CRITERIA, contract: 'CDI' }, '2 days')
    await db.addJob({ title: 'Chef·fe de projet' })
    await sendJobAlertDigests(db.worker(), CONFIG)
    const recorder = await startRecordingServer()
    try {
      const resend = { apiKey: 're_test', apiUrl: recorder.url, from: 'Talentsite <offres@talentsite.example>' }
      // The alert's confirmation, then its digest.
      expect(await deliverDueEmails(db.worker(), resend)).toMatchObject({ sent: 2 })
      const request = recorder.requests
        .map((sent) => ({ path: sent.path, body: JSON.parse(sent.body) as Record<string, unknown> }))
        .find((sent) => sent.body.subject === 'Nouvelles offres chez Alertes & Co')
      const [digest] = await db.outbox('alert_digest')
      expect(request?.path).toBe('/emails')
      expect(request?.body).toEqual({
        from: 'Talentsite <offres@talentsite.example>',
        to: ['kim@example.org'],
        subject: 'Nouvelles offres chez Alertes & Co',
        html: digest?.htmlBody,
        text: digest?.textBody,
        headers: {
          'List-Unsubscribe': digest?.headers['List-Unsubscribe'],
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      })
      expect(digest?.headers['List-Unsubscribe']).toMatch(
        new RegExp(`^<https://jobs\\.example/fr/${COMPANY.slug}/alerts/unsubscribe/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+>$`),
      )
    } finally {
      await recorder.close()
    }
  })
})
