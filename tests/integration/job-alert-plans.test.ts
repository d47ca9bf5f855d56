import { describe, expect, it, onTestFinished } from 'vitest'
import { NO_CRITERIA } from '#domain/job-alert.ts'
import { LOCAL_LINK_SIGNING_SECRET } from '#server/env.ts'
import { JOB_ALERT_RULES, runJobAlerts, subscribeToJobAlerts } from '#server/services/job-alerts.ts'
import { numberedCompaniesSql } from './own-database.ts'
import { explainEach, nodesOf, openPlanDatabase, type PlanNode, type SentStatement } from './query-plan.ts'

/**
 * The job alerts' statements on indexes, at size (ADR 026): 10 companies of 3,000 jobs
 * (one an hour, the newest now), 5,000 alerts of which a few hundred are due. The real
 * functions run through a recording client; each statement they sent is planned again
 * with its parameters: reads under EXPLAIN ANALYZE, writes planned only (not run twice).
 */
const DATABASE = 'career_job_alert_plans'
const COMPANIES = 10
const JOBS_PER_COMPANY = 3000
const ALERTS = 5000
const COMPANY = { id: 'c3000000-0000-4000-8000-000000000001', slug: 'plans-1', name: 'Plans 1' }
const CONFIG = { publicOrigin: 'https://jobs.example', linkSigningSecret: LOCAL_LINK_SIGNING_SECRET }

const db = openPlanDatabase(DATABASE, 180_000, async (owner) => {
  // A bulk load: no search engine notifications queued for it (ADR 045).
  await owner.unsafe(`
    set career_site.search_engines = 'off';
    ${numberedCompaniesSql(3, COMPANIES)}
    insert into jobs (company_id, workspace_id, title, status, created_at, city, contract_type, remote)
    select c.id, c.workspace_id, (array['Développeur·se', 'Ingénieur·e data', 'Technicien·ne'])[1 + i % 3] || ' ' || i,
           (array['published', 'open', 'active', 'draft'])[1 + i % 4], now() - i * interval '1 hour',
           'Ville ' || (i % 40), (array['CDI', 'CDD', 'Stage', 'Alternance'])[1 + i % 4],
           (array['Hybride', 'Sur site', null])[1 + i % 3]
    from companies c cross join generate_series(0, ${JOBS_PER_COMPANY - 1}) i
    where c.slug like 'plans-%';
    -- Confirmed alerts looked at yesterday, one in 20 due now; and unconfirmed ones.
    insert into job_alerts (company_id, email, locale, contract, city, consented_at, confirmation_sent_at,
      confirmed_at, last_checked_at, next_digest_at)
    select c.id, 'alert' || n || '@example.org', 'fr', (array['', 'cdi', '', 'stage'])[1 + n % 4],
           (array['', '', 'ville 3'])[1 + n % 3], now() - interval '90 days', now() - (n % 10) * interval '1 day',
           case when n % 5 > 0 then now() - interval '60 days' end,
           case when n % 5 > 0 then now() - interval '1 day' end,
           case when n % 5 > 0 then now() + (n % 20 - 1) * interval '1 hour' end
    from generate_series(1, ${ALERTS}) n
    join companies c on c.slug = 'plans-' || (1 + n % ${COMPANIES});
    -- What earlier digests sent each confirmed alert, weeks ago (its company's oldest offers):
    -- the table the run's expiry deletes from, at size and analysed, or its plan would
    -- follow whatever autovacuum last saw of the few rows the tests add (a seq scan once in CI).
    -- Each company's 8 oldest jobs are numbered once (a lateral read per alert sorted its
    -- company's 3,000 jobs 4,000 times: 16 of this file's 19 s of setup).
    insert into job_alert_sent_jobs (alert_id, job_id, sent_at)
    select a.id, j.id, now() - interval '20 days'
    from job_alerts a join (
      select id, company_id, row_number() over (partition by company_id order by created_at) as age_rank from jobs
    ) j on j.company_id = a.company_id and j.age_rank <= 8
    where a.confirmed_at is not null;
  `)
  await owner.unsafe('vacuum (analyze) jobs, job_alerts, job_alert_sent_jobs')
})

/** Each write statement's plan, without running it (a write must not happen twice). */
async function planEach(statements: SentStatement[]): Promise<PlanNode[][]> {
  const plans: PlanNode[][] = []
  for (const { query, parameters } of statements) {
    const [row] = await db.owner.unsafe(`explain (format json) ${query}`, parameters as never[])
    plans.push(nodesOf((row?.['QUERY PLAN'] as { Plan: PlanNode }[] | undefined)?.[0]?.Plan as PlanNode))
  }
  return plans
}

const scansOf = (plan: PlanNode[], table: string) => plan.filter((node) => node['Relation Name'] === table)
const indexesOf = (plan: PlanNode[]) => plan.map((node) => node['Index Name']).filter(Boolean)

/** The alerts a run just took, due again. */
async function dueAgain(): Promise<void> {
  await db.owner`
    update job_alerts set next_digest_at = now() - interval '1 minute', last_checked_at = now() - interval '1 day'
    where last_checked_at > now() - interval '1 hour'`
}

describe('job alert statements on 30,000 jobs and 5,000 alerts', () => {
  it('the digest run: due alerts from their index, each one’s new offers from the job list’s index', async () => {
    const [due] = await db.owner`select count(*)::int as n from job_alerts where next_digest_at <= now()`
    expect(due?.n).toBeGreaterThan(JOB_ALERT_RULES.batchSize * JOB_ALERT_RULES.maxBatchesPerRun)
    db.sent.length = 0
    const result = await runJobAlerts(db.client, CONFIG)
    expect(result.alerts).toBe(JOB_ALERT_RULES.batchSize * JOB_ALERT_RULES.maxBatchesPerRun)
    expect(result.digests).toBeGreaterThan(0)
    const reads = db.sent.filter(({ query }) => query.includes('with due as'))
    expect(reads).toHaveLength(JOB_ALERT_RULES.maxBatchesPerRun)
    // The run's statements moved the alerts it took; plan the first batch's read again on fresh ones.
    await dueAgain()
    for (const plan of await explainEach(db.owner, reads.slice(0, 1))) {
      const jobScans = scansOf(plan, 'jobs')
      expect(jobScans.length).toBeGreaterThan(0)
      expect(jobScans.map((node) => node['Node Type'])).not.toContain('Seq Scan')
      expect(indexesOf(jobScans)).toContain('jobs_company_list_idx')
      // Alerts: the due ones from their index, and nothing else of the table.
      const alertScans = scansOf(plan, 'job_alerts')
      expect(alertScans.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
        ['Index Scan', 'job_alerts_due_idx'],
      ])
      expect(alertScans[0]?.['Actual Rows']).toBe(JOB_ALERT_RULES.batchSize)
      // Rows of jobs read per alert: its company's offers of the window (8 days: 192 an
      // hour apart, a quarter of them hidden), never the company's 3,000.
      const perAlert = jobScans.reduce(
        (max, node) => Math.max(max, node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)),
        0,
      )
      expect(perAlert).toBeLessThanOrEqual(8 * 24)
    }
  })

  it('subscription, expiry and the run’s writes: each on its index', async () => {
    db.sent.length = 0
    await subscribeToJobAlerts(db.client, CONFIG, {
      locale: 'fr',
      company: COMPANY,
      email: 'alert12@example.org',
      criteria: { ...NO_CRITERIA, city: 'Ville 3' },
    })
    // An address already subscribed, unconfirmed: the repeat looks for its alert.
    await subscribeToJobAlerts(db.client, CONFIG, {
      locale: 'fr',
      company: COMPANY,
      email: 'alert10@example.org',
      criteria: NO_CRITERIA,
    })
    await runJobAlerts(db.client, CONFIG)
    // As many due after this test as before: the digest run's, in whatever order, finds more than a run takes.
    onTestFinished(dueAgain)
    const writes = db.sent.filter(({ query }) =>
      /^\s*(insert into job_alerts|update job_alerts|delete from)/i.test(query),
    )
    // The subscription's insert reads nothing since the per-address cap moved to its own
    // counter row (ADR 039): no scan at all, so no index to name.
    const expected: [RegExp, string | null][] = [
      [/insert into job_alerts/, null],
      [/update job_alerts set confirmation_sent_at/, 'job_alerts_subscription_idx'],
      [/delete from job_alerts where id = any/, 'job_alerts_unconfirmed_idx'],
      [/update job_alerts set last_checked_at/, 'job_alerts_pkey'],
      [/delete from job_alert_sent_jobs/, 'job_alert_sent_jobs_pkey'],
    ]
    const plans = await planEach(writes)
    for (const [pattern, index] of expected) {
      const found = writes.findIndex(({ query }) => pattern.test(query))
      expect(found, String(pattern)).toBeGreaterThanOrEqual(0)
      const plan = plans[found] ?? []
      expect(
        plan.map((node) => node['Node Type']),
        String(pattern),
      ).not.toContain('Seq Scan')
      if (index !== null) expect(indexesOf(plan), String(pattern)).toContain(index)
    }
  })
})
