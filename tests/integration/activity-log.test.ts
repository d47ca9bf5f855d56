import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { RequestDatabase } from '#server/db/client.ts'
import { asWorkspace } from '#server/features/accounts/tenant.ts'
import { SEED } from './database.ts'
import { onDatabase, setUpOwnDatabase } from './own-database.ts'

/**
 * The activity log's publications and settings changes (issue 38 §3, ADR 086), written by
 * the database for a member's change only, once however many times the same change is
 * sent at once, naming the settings changed but never their values. As the real roles,
 * in a database of its own (its counts are its own).
 */
const DATABASE = 'career_activity_log'
const own = setUpOwnDatabase(DATABASE)
const clients: RequestDatabase[] = []
afterAll(() => Promise.all(clients.map((client) => client.close())))
const LUMEN = SEED.completeCompany.id
const LUMEN_OWNER = 'd0000000-0000-4000-8000-000000000001'

/** A request of the workspace's role as Lumen's owner, on a client of its own. */
const asOwner = <T>(work: Parameters<typeof asWorkspace<T>>[2]) => {
  const client = new RequestDatabase(onDatabase(inject('workspaceDatabaseUrl'), DATABASE))
  clients.push(client)
  return asWorkspace(client.sql, { companyId: LUMEN, userId: LUMEN_OWNER }, work)
}
const lines = (action: string) =>
  own.owner.sql<{ userId: string | null; detail: Record<string, string> }[]>`
    select user_id, detail from workspace_activity where company_id = ${LUMEN} and action = ${action} order by id`

describe('the activity log', () => {
  it('has one line per offer a member publishes, even sent twice at once, and none for a draft or an edit', async () => {
    const title = `Soudeur ${randomUUID().slice(0, 8)}`
    const [job] = await asOwner(
      (tx) => tx<{ id: string }[]>`
        insert into jobs (company_id, workspace_id, title, status)
        select id, workspace_id, ${title}, 'draft' from companies where id = ${LUMEN} returning id`,
    )
    const before = (await lines('job_published')).length
    const publish = () =>
      asOwner((tx) => tx`update jobs set status = 'published', published_at = now() where id = ${job?.id ?? ''}`)
    await Promise.all([publish(), publish()])
    await asOwner((tx) => tx`update jobs set title = ${`${title} (H/F)`} where id = ${job?.id ?? ''}`)
    const published = (await lines('job_published')).slice(before)
    expect(published).toEqual([{ userId: LUMEN_OWNER, detail: { jobId: job?.id, title } }])
    // The cron or an operator (no member in the transaction): no line.
    await own.owner.sql`update jobs set status = 'draft' where id = ${job?.id ?? ''}`
    await own.owner.sql`update jobs set status = 'published' where id = ${job?.id ?? ''}`
    expect((await lines('job_published')).slice(before)).toHaveLength(1)
  })

  it('has one line per settings change naming the fields, never their values; the same values again write none', async () => {
    const before = (await lines('settings_changed')).length
    const change = () =>
      asOwner(
        (tx) => tx`update companies set applications_email = 'rh@lumen-activity.example', notify_candidates = false
          where id = ${LUMEN}`,
      )
    await Promise.all([change(), change()])
    await change()
    await asOwner(
      (tx) => tx`update companies set applications_webhook_secret = ${`whsec_${'x'.repeat(43)}`}
      where id = ${LUMEN}`,
    )
    const changed = (await lines('settings_changed')).slice(before)
    expect(changed).toEqual([
      { userId: LUMEN_OWNER, detail: { fields: 'applications_email, notify_candidates' } },
      { userId: LUMEN_OWNER, detail: { fields: 'applications_webhook_secret' } },
    ])
    expect(JSON.stringify(changed)).not.toContain('rh@lumen-activity.example')
    expect(JSON.stringify(changed)).not.toContain('whsec_')
  })
})
