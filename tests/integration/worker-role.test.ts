import { beforeAll, describe, expect, it } from 'vitest'
import { getCompanyBySlug } from '#server/db/queries/companies.ts'
import { signal } from '../tools/signal.ts'
import { SEED } from './database.ts'
import {
  INSUFFICIENT_PRIVILEGE,
  LOCK_NOT_AVAILABLE,
  QUERY_CANCELED,
  setUpWorkerRoleDatabase,
  WORKSPACE,
} from './worker-role-database.ts'

// What the Worker's role may read and write, what it may not, and its time limits (the role and its database: worker-role-database.ts).
const { sql, owner } = setUpWorkerRoleDatabase('grants')

describe('the role', () => {
  it('is the Worker connection’s user, without any power of its own', async () => {
    const [role] = await sql`
      select current_user as name, rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls
      from pg_roles where rolname = current_user
    `
    expect(role).toEqual({
      name: 'career_site_worker',
      rolsuper: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolreplication: false,
      rolbypassrls: false,
    })
  })
})

describe('the job list’s counters (ADR 019, 021)', () => {
  it('are granted for reading only, and their writers not at all', async () => {
    const grants = await owner`
      select table_name, privilege_type from information_schema.table_privileges
      where grantee = 'career_site_worker'
        and table_name in ('company_job_stats', 'company_job_facets', 'company_job_facet_spellings')
      order by 1, 2
    `
    expect(grants).toEqual([
      { table_name: 'company_job_facet_spellings', privilege_type: 'SELECT' },
      { table_name: 'company_job_facets', privilege_type: 'SELECT' },
      { table_name: 'company_job_stats', privilege_type: 'SELECT' },
    ])
    const [writers] = await owner`
      select has_function_privilege('career_site_worker', 'apply_company_job_stats(jsonb)', 'execute') as stats,
        has_function_privilege('career_site_worker', 'apply_company_job_facets(jsonb)', 'execute') as facets
    `
    expect(writers).toEqual({ stats: false, facets: false })
  })
})

describe('everything else is refused', () => {
  const snapshot = () => owner`
    select (select md5(string_agg(c::text, ',' order by c.id)) from companies c) as companies,
      (select md5(string_agg(j::text, ',' order by j.id)) from jobs j) as jobs,
      (select md5(string_agg(a::text, ',' order by a.id)) from applications a) as applications,
      (select md5(string_agg(o::text, ',' order by o.id)) from email_outbox o) as outbox,
      (select md5(string_agg(w::text, ',' order by w.id)) from webhook_deliveries w) as webhooks,
      (select md5(string_agg(s::text, ',' order by s.company_id)) from company_job_stats s) as stats,
      (select md5(string_agg(f::text, ',' order by f::text)) from company_job_facets f) as facets,
      (select md5(string_agg(q::text, ',' order by q.cv_key)) from cv_objects_to_delete q) as queued_cvs
  `
  let before: Awaited<ReturnType<typeof snapshot>>
  beforeAll(async () => {
    before = await snapshot()
  })

  const job = SEED.completeJob
  const company = SEED.completeCompany.id
  const refused: [string, string][] = [
    ['UPDATE companies', `update companies set name = 'Pwned' where id = '${company}'`],
    ['DELETE companies', `delete from companies where id = '${company}'`],
    ['INSERT companies', `insert into companies (slug, name, workspace_id) values ('pwned', 'Pwned', '${WORKSPACE}')`],
    ['UPDATE jobs', `update jobs set status = 'closed' where id = '${job}'`],
    ['DELETE jobs', `delete from jobs where id = '${job}'`],
    [
      'INSERT jobs',
      `insert into jobs (company_id, workspace_id, title) values ('${company}', '${WORKSPACE}', 'Pwned')`,
    ],
    ['UPDATE applications', `update applications set email = 'pwned@example.org'`],
    ['DELETE applications', 'delete from applications'],
    ['reading candidates’ details', 'select first_name, email, phone_e164, cover_letter from applications'],
    ['reading a candidate’s name alone', 'select last_name from applications'],
    ['reading an application’s language or CV file name', 'select locale, cv_file_name from applications'],
    [
      'queuing a CV object for deletion (only withdraw_application does)',
      `insert into cv_objects_to_delete values ('x')`,
    ],
    ['UPDATE cv_objects_to_delete', `update cv_objects_to_delete set cv_key = 'x'`],
    ['TRUNCATE cv_objects_to_delete', 'truncate cv_objects_to_delete'],
    ['INSERT applications with its own retention', 'insert into applications (retain_until) values (now())'],
    ['UPDATE of an e-mail’s message', `update email_outbox set to_address = 'pwned@example.org'`],
    ['DELETE email_outbox', 'delete from email_outbox'],
    // The job list's counters (ADR 019, 021): read only; triggers keep them.
    ...['company_job_stats', 'company_job_facets', 'company_job_facet_spellings'].flatMap(
      (table): [string, string][] => [
        [`UPDATE ${table}`, `update ${table} set company_id = company_id`],
        [`DELETE ${table}`, `delete from ${table}`],
        [`INSERT ${table}`, `insert into ${table} (company_id) values ('${company}')`],
      ],
    ),
    // Their writers run with their owner's rights: nobody may call them with made-up changes.
    ['apply_company_job_stats', `select apply_company_job_stats('[]')`],
    ['apply_company_job_facets', `select apply_company_job_facets('[]')`],
    ['changing an alert’s address', `update job_alerts set email = 'pwned@example.org'`],
    ['changing an alert’s criteria', `update job_alerts set q = 'pwned'`],
    [
      'an alert born confirmed',
      `insert into job_alerts (company_id, email, locale, confirmed_at, next_digest_at)
      values ('${company}', 'pwned@example.org', 'fr', now(), now())`,
    ],
    ['rewriting the record of sent offers', 'update job_alert_sent_jobs set sent_at = now()'],
    ['moving an e-mail to another alert', 'update email_outbox set job_alert_id = null'],
    ['TRUNCATE job_alerts', 'truncate job_alerts cascade'],
    ['TRUNCATE companies', 'truncate companies cascade'],
    ['TRUNCATE jobs', 'truncate jobs cascade'],
    ['TRUNCATE applications', 'truncate applications cascade'],
    ['TRUNCATE email_outbox', 'truncate email_outbox'],
    ['UPDATE of a webhook event’s payload', `update webhook_deliveries set payload = '{}'`],
    ['UPDATE of a webhook event’s company', `update webhook_deliveries set company_id = '${company}'`],
    ['DELETE webhook_deliveries', 'delete from webhook_deliveries'],
    ['TRUNCATE webhook_deliveries', 'truncate webhook_deliveries'],
    ['reading a webhook event’s last error', 'select last_error from webhook_deliveries'],
    ['CREATE TABLE', 'create table public.worker_made (id integer)'],
    ['ALTER TABLE', 'alter table jobs add column pwned text'],
    ['DROP TABLE', 'drop table email_outbox'],
    ['reading the local migration log', 'select * from embedded.applied_scripts'],
  ]

  it.each(refused)('%s', async (_label, statement) => {
    await expect(sql.unsafe(statement)).rejects.toMatchObject({ code: INSUFFICIENT_PRIVILEGE })
  })

  it('CREATE ROLE and CREATE DATABASE', async () => {
    await expect(sql.unsafe('create role pwned')).rejects.toMatchObject({ code: INSUFFICIENT_PRIVILEGE })
    await expect(sql.unsafe('create database pwned')).rejects.toMatchObject({ code: INSUFFICIENT_PRIVILEGE })
  })

  it('left every row as it was', async () => {
    expect(await snapshot()).toEqual(before)
  })
})

describe('slow queries time out instead of hanging a request', () => {
  it('has a 5 s statement timeout, a 2 s lock timeout and a 10 s idle-in-transaction timeout', async () => {
    const [settings] = await sql`
      select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock,
        current_setting('idle_in_transaction_session_timeout') as idle
    `
    expect(settings).toEqual({ statement: '5s', lock: '2s', idle: '10s' })
    const [shown] = await sql`show statement_timeout`
    expect(shown).toEqual({ statementTimeout: '5s' })
  })

  it('cancels a statement after 5 s', async () => {
    const started = Date.now()
    await expect(sql`select pg_sleep(6)`).rejects.toMatchObject({ code: QUERY_CANCELED })
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(4_900)
    expect(elapsed).toBeLessThan(6_000)
  })

  it('gives up waiting for a lock after 2 s', async () => {
    const { fired: held, fire: release } = signal()
    const { fired: isLocked, fire: locked } = signal()
    const holder = owner.begin(async (tx) => {
      await tx`lock table companies in access exclusive mode`
      locked()
      await held
    })
    try {
      await isLocked
      const started = Date.now()
      await expect(getCompanyBySlug(sql, SEED.completeCompany.slug)).rejects.toMatchObject({
        code: LOCK_NOT_AVAILABLE,
      })
      expect(Date.now() - started).toBeLessThan(4_000)
    } finally {
      release()
      await holder
    }
  })
})
