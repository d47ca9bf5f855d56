import postgres from 'postgres'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { isJobVisible, VISIBLE_JOB_STATUSES } from '#domain/job.ts'

/**
 * The visible-job rule has one SQL definition (supabase/migrations/*_baseline_companies_and_jobs.sql):
 * `job_status_is_visible(status)` and `job_is_visible(status, closes_at)`, the TypeScript
 * rule's twins (domain/job.ts), used by every trigger, query, index predicate and check.
 */
const owner = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} })
afterAll(() => owner.end())

/** Statuses the site writes or may meet, visible or not, and spellings that are not a status. */
const STATUSES = [...VISIBLE_JOB_STATUSES, 'draft', 'closed', 'expired', 'archived', 'Published', 'open ', '']

/**
 * Definitions still spelling the list out, each for a reason: the function itself, and a
 * trigger function written after the rule whose body the squash kept as it was (ADR 088:
 * each function in its final form); its next change uses the function.
 */
const SPELLED_OUT_ON_PURPOSE = ['function job_status_is_visible', 'function queue_closing_answers']

describe('the visible-job rule in SQL', () => {
  it('says what domain/job.ts says, for every status and closing date', async () => {
    const now = new Date()
    const dates = [null, new Date(now.getTime() - 60_000), new Date(now.getTime() + 60_000)]
    for (const status of STATUSES) {
      for (const closesAt of dates) {
        const [row] = await owner<{ visible: boolean; statusVisible: boolean }[]>`
          select public.job_is_visible(${status}, ${closesAt}) as visible,
            public.job_status_is_visible(${status}) as "statusVisible"`
        const label = `${JSON.stringify(status)}, closes ${closesAt?.toISOString() ?? 'never'}`
        expect(row?.visible, label).toBe(isJobVisible({ status, closesAt }, now))
        expect(row?.statusVisible, label).toBe((VISIBLE_JOB_STATUSES as readonly string[]).includes(status))
      }
    }
  })

  it('is spelled out nowhere else: functions, index predicates and checks use it', async () => {
    const spelled = await owner<{ what: string }[]>`
      select 'function ' || p.proname as what from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prosrc ~ '''published'''
      union all
      select 'index ' || i.indexrelid::regclass::text from pg_index i
      where i.indrelid = 'public.jobs'::regclass and pg_get_expr(i.indpred, i.indrelid) ~ '''published'''
      union all
      select 'check ' || c.conname from pg_constraint c
      where c.conrelid = 'public.jobs'::regclass and pg_get_constraintdef(c.oid) ~ '''published'''
      order by 1`
    expect(spelled.map((row) => row.what)).toEqual(SPELLED_OUT_ON_PURPOSE)
    // And the partial indexes name the function (they were written with the list before).
    const predicates = await owner<{ name: string }[]>`
      select i.indexrelid::regclass::text as name from pg_index i
      where i.indrelid = 'public.jobs'::regclass and pg_get_expr(i.indpred, i.indrelid) ~ 'job_status_is_visible'`
    expect(predicates.length).toBeGreaterThanOrEqual(9)
  })
})
