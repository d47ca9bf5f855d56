import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { asWorkspace as asTenant } from '#server/features/accounts/tenant.ts'
import { SEED } from './database.ts'
import { onDatabase, setUpOwnDatabase } from './own-database.ts'

/**
 * Tenant isolation enforced by the database (ADR 056): raw SQL as the
 * workspace's role, with company A set as the transaction's tenant, reads and writes nothing
 * of company B, whatever its `where` says; with no tenant set it reaches nothing at all.
 * A is Lumen Énergie, B Café Moka (Enterprise, so that it may have a domain).
 */
const DATABASE = 'career_tenant_isolation'
const { owner } = setUpOwnDatabase(DATABASE)
const workspace = new RequestDatabase(onDatabase(inject('workspaceDatabaseUrl'), DATABASE))
afterAll(() => workspace.close())
const workerSql = () => workspace.sql
const asWorkspace: <T>(
  sql: typeof workspace.sql,
  companyId: string,
  work: Parameters<typeof asTenant<T>>[2],
) => Promise<T> = (sql, companyId, work) => asTenant(sql, { companyId }, work)
const A = SEED.completeCompany.id
const B = SEED.otherCompany.id
const RLS_DENIED = '42501'

/** Every company-owned table, with the column that names its company. */
const OWNED: [table: string, companyColumn: string][] = [
  ['companies', 'id'],
  ['jobs', 'company_id'],
  ['applications', 'company_id'],
  ['application_status_events', 'company_id'],
  ['stats_daily', 'company_id'],
  ['stats_monthly', 'company_id'],
  ['company_domains', 'company_id'],
  ['company_members', 'company_id'],
  ['invitations', 'company_id'],
  ['workspace_activity', 'company_id'],
  ['company_billing', 'company_id'],
  ['billing_invoices', 'company_id'],
  ['application_notes', 'company_id'],
  ['webhook_deliveries', 'company_id'],
  ['custom_hostnames', 'company_id'],
  ['webhook_secret_rotations', 'company_id'],
  ['editor_previews', 'company_id'],
  ['space_deletion_followups', 'company_id'],
  ['company_images', 'company_id'],
]

beforeAll(async () => {
  // Rows of both companies in every table (the seed has companies, jobs and members).
  await owner.sql.unsafe(`
    insert into applications (id, idempotency_key, job_id, company_id, first_name, last_name, email, phone_e164,
      cover_letter, cv_key, cv_file_name, cv_size_bytes, locale, consent_retention, consent_terms)
    select gen_random_uuid(), gen_random_uuid(), j.id, j.company_id, 'Ada', 'Lovelace', 'ada@candidate.example',
      '+33612345678', 'Bonjour', 'cv/' || j.id || '.pdf', 'cv.pdf', 100, 'fr', true, true
    from jobs j where j.id in ('${SEED.completeJob}', 'b0000000-0000-4000-8000-000000000017');
    insert into application_status_events (application_id, company_id, status, occurred_at, source, applied)
    select id, company_id, 'in_review', now(), 'recruiter', true from applications;
    insert into stats_daily (company_id, day, device, views) values ('${A}', current_date, 'phone', 3), ('${B}', current_date, 'phone', 4);
    insert into stats_monthly (company_id, month, device, views) values ('${A}', '2024-01-01', 'phone', 3), ('${B}', '2024-01-01', 'phone', 4);
    insert into company_domains (hostname, company_id) values ('jobs.cafe-moka.example', '${B}');
    insert into custom_hostnames (hostname, company_id) values ('carrieres.cafe-moka.example', '${B}');
    insert into invitations (company_id, email, role, token_hash, locale)
    values ('${A}', 'new@lumen.example', 'recruiter', sha256('a'), 'fr'), ('${B}', 'new@moka.example', 'owner', sha256('b'), 'en');
    insert into workspace_activity (company_id, action) values ('${A}', 'signed_in'), ('${B}', 'signed_in');
    insert into company_billing (company_id, stripe_customer_id) values ('${A}', 'cus_tenant_a'), ('${B}', 'cus_tenant_b');
    insert into billing_invoices (id, company_id, status, amount_due, amount_paid, currency, issued_at, status_at)
    values ('in_tenant_a', '${A}', 'paid', 2900, 2900, 'eur', now(), now()),
      ('in_tenant_b', '${B}', 'paid', 2900, 2900, 'eur', now(), now());
    insert into application_notes (application_id, company_id, body, form_key)
    select id, company_id, 'Note', gen_random_uuid() from applications;
    insert into webhook_deliveries (company_id, application_id, event_type, payload)
    select company_id, id, 'application.received', '{}' from applications;
    insert into webhook_secret_rotations (company_id, form_key) values ('${A}', gen_random_uuid()), ('${B}', gen_random_uuid());
    insert into space_deletion_followups (company_id, kind, target)
    values ('${A}', 'stripe_subscription', 'sub_tenant_a'), ('${B}', 'stripe_subscription', 'sub_tenant_b');
    insert into editor_previews (company_id, user_id, target, content)
    values ('${A}', 'd0000000-0000-4000-8000-000000000001', 'company', '{"name": "A"}'),
      ('${B}', 'd0000000-0000-4000-8000-000000000004', 'company', '{"name": "B"}');
    insert into company_images (company_id, kind, path)
    values ('${A}', 'logo', '/media/logo/${'a'.repeat(32)}/logo.svg'), ('${B}', 'logo', '/media/logo/${'b'.repeat(32)}/logo.svg');
  `)
})

const snapshotOfB = () =>
  Promise.all(
    OWNED.map(([table, column]) =>
      owner.sql.unsafe(`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as rows, count(*)::int as n
        from ${table} t where ${column} = '${B}'`),
    ),
  )

/**
 * No company's rows: the application form's spent challenges, its clients of the hour and the
 * throwaway e-mail domains (ADR 077, 083), the media bucket's deletions (ADR 089), reached by no role, only through the database's
 * own functions: row-level security on and no policy at all.
 */
const FUNCTIONS_ONLY = ['disposable_email_domains', 'media_deletions', 'recent_apply_clients', 'used_apply_challenges']

describe('row-level security on the company-owned tables', () => {
  it('is on for each of them, with one policy for the workspace and one for the Worker', async () => {
    const tables = await owner.sql`
      select c.relname as table, c.relrowsecurity as rls,
        (select string_agg(p.policyname || ':' || p.roles::text || ':' || p.cmd, ' ' order by p.policyname)
          from pg_policies p where p.tablename = c.relname) as policies
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relrowsecurity
      order by 1`
    expect(tables.map((row) => row.table)).toEqual(
      [...OWNED.map(([table]) => table), 'users', ...FUNCTIONS_ONLY].sort((a, b) => a.localeCompare(b)),
    )
    for (const row of tables) {
      if (FUNCTIONS_ONLY.includes(row.table)) {
        expect(row.policies, row.table).toBeNull()
        continue
      }
      expect(row.policies.split(' ')).toEqual([
        `${row.table}_worker:{career_site_worker}:ALL`,
        `${row.table}_workspace:{career_site_workspace}:ALL`,
      ])
    }
  })
})

describe('as the workspace role with company A set', () => {
  it('reads every row of A and none of B, whatever the query asks', async () => {
    const sql = workerSql()
    for (const [table, column] of OWNED) {
      const [expected] = await owner.sql.unsafe(`select count(*) filter (where ${column} = '${A}')::int as n,
        count(*) filter (where ${column} = '${B}')::int as of_b from ${table}`)
      const seen = await asWorkspace(sql, A, (tx) =>
        tx.unsafe(`select count(*) filter (where ${column} = '${B}')::int as of_b,
          count(*) filter (where ${column} = '${A}')::int as of_a, count(*)::int as all_rows from ${table}`),
      )
      expect({ table, ...seen[0] }).toEqual({ table, ofB: 0, ofA: expected?.n, allRows: expected?.n })
      // B has rows to hide in every table.
      expect(expected?.ofB).toBeGreaterThan(0)
    }
  })

  it('changes no row of B: updates and deletes aimed at B touch nothing, inserts for B are refused', async () => {
    const before = await snapshotOfB()
    const sql = workerSql()
    const attempts: [string, string][] = [
      ['companies', `update companies set name = 'Pwned' where id = '${B}'`],
      ['jobs', `update jobs set title = 'Pwned' where company_id = '${B}'`],
      ['jobs', `delete from jobs where company_id = '${B}' and status = 'draft'`],
      ['company_members', `update company_members set role = 'owner' where company_id = '${B}'`],
      ['company_members', `delete from company_members where company_id = '${B}'`],
      ['invitations', `update invitations set revoked_at = now() where company_id = '${B}'`],
      ['custom_hostnames', `update custom_hostnames set status = 'active' where company_id = '${B}'`],
      ['custom_hostnames', `delete from custom_hostnames where company_id = '${B}'`],
    ]
    for (const [table, statement] of attempts) {
      const result = await asWorkspace(sql, A, (tx) => tx.unsafe(statement))
      expect({ table, statement, changed: result.count }).toEqual({ table, statement, changed: 0 })
    }
    const inserts = [
      `insert into jobs (company_id, workspace_id, title) values ('${B}', '${B}', 'Pwned')`,
      `insert into companies (id, slug, name, workspace_id) values ('${B.slice(0, -1)}9', 'pwned', 'Pwned', '${B}')`,
      `insert into company_members (company_id, user_id, role) values ('${B}', 'd0000000-0000-4000-8000-000000000001', 'owner')`,
      `insert into invitations (company_id, email, role, token_hash, locale) values ('${B}', 'x@y.example', 'owner', sha256('c'), 'fr')`,
      `insert into workspace_activity (company_id, action) values ('${B}', 'signed_in')`,
      `insert into custom_hostnames (hostname, company_id) values ('pwned.cafe-moka.example', '${B}')`,
      `insert into application_notes (application_id, company_id, body, form_key)
        select id, '${B}', 'Pwned', gen_random_uuid() from applications`,
      `insert into webhook_deliveries (company_id, application_id, event_type, payload)
        values ('${B}', null, 'application.withdrawn', '{}')`,
      `insert into webhook_secret_rotations (company_id, form_key) values ('${B}', gen_random_uuid())`,
      `insert into editor_previews (company_id, user_id, target, content)
        values ('${B}', 'd0000000-0000-4000-8000-000000000001', 'new', '{}')`,
      `insert into application_status_events (application_id, company_id, status, occurred_at, source, applied)
        select id, '${B}', 'hired', now(), 'recruiter', true from applications`,
      // A row of A moved to B.
      `update jobs set company_id = '${B}' where company_id = '${A}'`,
    ]
    for (const statement of inserts)
      await expect(
        asWorkspace(sql, A, (tx) => tx.unsafe(statement)),
        statement,
      ).rejects.toMatchObject({
        code: RLS_DENIED,
      })
    expect(await snapshotOfB()).toEqual(before)
  })

  it('sees only the people who are members of A', async () => {
    const emails = await asWorkspace(workerSql(), A, (tx) => tx`select email from users order by email`)
    expect(emails.map((row) => row.email)).toEqual(['owner@lumen-energie.example', 'recruteur@lumen-energie.example'])
  })

  it('reaches nothing without a company set, nor after its transaction', async () => {
    const sql = workerSql()
    const counts = await Promise.all(OWNED.map(([table]) => sql.unsafe(`select count(*)::int as n from ${table}`)))
    expect(counts.map((rows) => rows[0]?.n)).toEqual(OWNED.map(() => 0))
    await asWorkspace(sql, A, (tx) => tx`select 1`)
    const [after] = await sql`select current_user as role, current_setting('career_site.company_id', true) as company`
    expect(after).toEqual({ role: 'career_site_workspace', company: '' })
  })

  it('reads no candidate alert, outgoing e-mail or webhook secret and cannot switch to another role', async () => {
    const sql = workerSql()
    for (const statement of [
      'select submission_sha256 from applications',
      'select * from job_alerts',
      'select to_address from email_outbox',
      // The ATS webhook's signing key (ADR 085): owners write it, nobody reads it back here.
      'select applications_webhook_secret from companies',
      'set role career_site_worker',
      'set role postgres',
    ])
      await expect(
        asWorkspace(sql, A, (tx) => tx.unsafe(statement)),
        statement,
      ).rejects.toMatchObject({
        code: RLS_DENIED,
      })
  })
})
