import { readdirSync, readFileSync } from 'node:fs'
import postgres from 'postgres'
import { afterEach, describe, expect, it } from 'vitest'
import { applySchemaAndSeed } from '../../scripts/embedded-database.ts'
import { createEmptyDatabase, oneMigrationAtATime } from './own-database.ts'

/**
 * Local databases across the squashes of the migrations into the baseline (ADR 033, ADR
 * 049, then ADR 088): a fresh one runs the baseline; one that ran the whole squashed
 * history (which built the same schema, tests/tools/schema-matches-history.ts), through
 * any of the earlier baselines, gets the baseline recorded instead of run, and keeps its
 * rows; one that ran only part of that history is refused with what to do.
 */
const MIGRATIONS_DIR = new URL('../../supabase/migrations/', import.meta.url)
const MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith('.sql'))
  .sort()
/** The files of the squash; the migrations after them run on every database. */
const BASELINE = MIGRATIONS.filter((file) => file.slice(0, 14) <= '20261130030300')
const sqlFiles = (versions: string[]) => versions.map((version) => `${version}.sql`)
/** What ADR 033 squashed, as a local database that ran it recorded it. */
const HISTORY_BEFORE_FIRST_SQUASH = sqlFiles([
  ...['20261121000000_career_site', '20261121010000_saved_job_emails', '20261121020000_company_accent_color'],
  ...['20261122000000_worker_role', '20261122010000_no_public_api_access', '20261123000000_cv_integrity'],
  ...['20261123010000_worker_purge_functions', '20261123020000_job_search', '20261123030000_crawl_at_scale'],
  ...['20261123100000_company_delivery', '20261123102300_delivery_warnings', '20261123120000_company_video'],
  ...['20261123130000_job_alerts', '20261124000000_job_list_facets', '20261124200000_withdrawals'],
  '20261125000000_cv_link_renewal',
])
/** What ADR 049 squashed: ADR 033's baseline, then the migrations written after it. */
const HISTORY_BEFORE_SECOND_SQUASH = sqlFiles([
  ...['20261124235600_baseline_companies_and_jobs', '20261124235700_baseline_job_counters'],
  ...['20261124235800_baseline_applications', '20261124235900_baseline_alerts_and_emails'],
  ...['20261125000000_baseline_access', '20261126090000_no_api_access_by_default'],
  ...['20261126100000_job_publication_and_closing_dates', '20261126110000_company_page_changed_at'],
  ...['20261126120000_company_slug_history', '20261126140000_stranger_email_cap'],
  ...['20261126150000_webhook_payloads_and_targets', '20261126150001_withdrawn_application_keys'],
  ...['20261126160000_company_plans', '20261126170000_statistics', '20261126180000_statistics_rollup_index'],
  ...['20261126190000_statistics_page', '20261127090000_company_domains', '20261127100000_search_engine_notifications'],
  ...['20261127110000_application_status', '20261127130000_company_public_host_fallback'],
])
/** ADR 033's baseline, as a database started between the first and the second squash recorded it. */
const FIRST_BASELINE = HISTORY_BEFORE_SECOND_SQUASH.slice(0, 5)
/** ADR 049's baseline. */
const SECOND_BASELINE = sqlFiles([
  ...['20261127125300_baseline_companies_and_jobs', '20261127125400_baseline_company_addresses'],
  ...['20261127125500_baseline_job_counters', '20261127125600_baseline_applications'],
  ...['20261127125700_baseline_alerts_and_emails', '20261127125800_baseline_statistics'],
  ...['20261127125900_baseline_search_engines', '20261127130000_baseline_access'],
])
/** What ADR 088 squashed after ADR 049's baseline. */
const MIGRATIONS_AFTER_SECOND_BASELINE = sqlFiles([
  ...['20261129090000_one_visible_job_rule', '20261129100000_workspace_accounts'],
  ...['20261129100100_workspace_role_and_tenant_isolation', '20261129100200_workspace_slugs'],
  ...['20261129110000_public_names', '20261129110100_company_workspace_moves'],
  ...['20261129110200_plan_limit_counts_shown_jobs', '20261129110300_one_blank_text_rule'],
  ...['20261129110400_domain_changes_per_statement', '20261129130000_billing', '20261129130100_billing_workspace'],
  ...['20261129140000_recruiters_desk', '20261129140100_desk_in_the_workspace', '20261129150000_editor_versions'],
  ...['20261129150100_editor_company_columns', '20261129160000_search_engines_ignore_edit_bookkeeping'],
  ...['20261129160100_audit_fixes_use_the_visible_job_rule', '20261129170000_space_deletion'],
  ...['20261129190000_workspace_settings', '20261129200000_custom_hostnames', '20261129210000_editor_offer_list'],
  ...['20261129210100_editor_previews', '20261129220000_application_risk', '20261130010000_company_images'],
  ...['20261130020000_indexnow_only_for_served_hosts', '20261130020100_disposable_email_domains_table'],
  ...['20261130020200_disposable_email_domains', '20261130030000_webhook_secret_out_of_reach'],
  ...['20261130030100_redelivery_shown', '20261130030200_space_deletion_followups'],
  '20261130030300_activity_of_publications_and_settings',
])
/** What ADR 088 squashed: ADR 049's baseline, then the migrations written after it. */
const HISTORY_BEFORE_THIRD_SQUASH = [...SECOND_BASELINE, ...MIGRATIONS_AFTER_SECOND_BASELINE]
const DATABASE = 'career_squashed_history'

let owner: postgres.Sql | undefined
afterEach(async () => {
  await owner?.end()
  owner = undefined
})

let databasesMade = 0

/** A database of each test's own: a test cut short by its timeout cannot reach the next one's. */
async function openEmptyDatabase(): Promise<{ url: string; sql: postgres.Sql }> {
  databasesMade += 1
  const url = await createEmptyDatabase(`${DATABASE}_${databasesMade}`)
  owner = postgres(url, { max: 1, onnotice: () => {} })
  return { url, sql: owner }
}

/** What applySchemaAndSeed recorded, without the seed's entries. */
async function appliedMigrations(sql: postgres.Sql): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select name from embedded.applied_scripts where name not like 'seed.sql#%' order by name`
  return rows.map((row) => row.name)
}

/** A database as a squashed history left it: its schema, its rows, the old files recorded. */
async function migrateAsHistory(sql: postgres.Sql, history: readonly string[]): Promise<void> {
  await oneMigrationAtATime(async () => {
    for (const file of BASELINE) await sql.unsafe(readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8'))
  })
  await recordAsApplied(sql, history)
  await sql`insert into companies (id, slug, name, workspace_id)
    values ('c9000000-0000-4000-8000-000000000001', 'before-the-squash', 'Before', 'a9000000-0000-4000-8000-000000000001')`
}

/** The old files recorded, as applySchemaAndSeed records them (no schema: a refusal comes first). */
async function recordAsApplied(sql: postgres.Sql, history: readonly string[]): Promise<void> {
  await sql`create schema embedded`
  await sql`create table embedded.applied_scripts (name text primary key, applied_at timestamptz not null default now())`
  await sql`insert into embedded.applied_scripts ${sql(history.map((name) => ({ name })))}`
}

describe('the baseline migrations on local databases', () => {
  it('runs the baseline on a fresh database, then the seed', async () => {
    const { url, sql } = await openEmptyDatabase()
    await oneMigrationAtATime(() => applySchemaAndSeed(url))
    expect(await appliedMigrations(sql)).toEqual(MIGRATIONS)
    const [kinds] = await sql<{ definition: string }[]>`
      select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'email_outbox_kind_check'`
    expect(kinds?.definition).toContain('application_status')
    const [companies] = await sql<{ count: number }[]>`select count(*)::int as count from companies`
    expect(companies?.count).toBe(4)
  })

  it.each([
    ['the history before the third squash', HISTORY_BEFORE_THIRD_SQUASH],
    [
      'the last two squashed histories (a database older than ADR 049)',
      [...HISTORY_BEFORE_SECOND_SQUASH, ...MIGRATIONS_AFTER_SECOND_BASELINE],
    ],
    [
      'the three squashed histories (a database older than ADR 033)',
      [...HISTORY_BEFORE_FIRST_SQUASH, ...HISTORY_BEFORE_SECOND_SQUASH, ...MIGRATIONS_AFTER_SECOND_BASELINE],
    ],
  ])('records the baseline as applied, without running it, where %s ran', async (_, history) => {
    const { url, sql } = await openEmptyDatabase()
    await migrateAsHistory(sql, history)
    // Running the baseline again would fail on its first `create table`.
    await oneMigrationAtATime(() => applySchemaAndSeed(url))
    expect(await appliedMigrations(sql)).toEqual([...history, ...MIGRATIONS].sort())
    const kept = await sql`select slug from companies where slug = 'before-the-squash'`
    expect(kept).toHaveLength(1)
    // And the next start finds nothing left to do.
    await oneMigrationAtATime(() => applySchemaAndSeed(url))
    expect(await appliedMigrations(sql)).toEqual([...history, ...MIGRATIONS].sort())
  })

  it.each([
    ['the second baseline and part of the migrations after it', HISTORY_BEFORE_THIRD_SQUASH.slice(0, -3)],
    ['the second baseline alone (never started since ADR 049)', SECOND_BASELINE],
    ['the first baseline alone (never started since ADR 033)', FIRST_BASELINE],
    ['the history before the second squash alone', HISTORY_BEFORE_SECOND_SQUASH],
    ['the history before the first squash alone (never started since)', HISTORY_BEFORE_FIRST_SQUASH],
  ])('refuses a database that ran %s, saying what to do', async (_, partial) => {
    const { url, sql } = await openEmptyDatabase()
    // Were it not refused, the baseline would run on this empty schema and the call succeed.
    await recordAsApplied(sql, partial)
    await expect(oneMigrationAtATime(() => applySchemaAndSeed(url))).rejects.toThrow(
      /ADR 033, 049, 088.*lacks 20261130030300_activity_of_publications_and_settings\.sql.*Delete/s,
    )
    expect(await appliedMigrations(sql)).toEqual([...partial].sort())
  })
})
