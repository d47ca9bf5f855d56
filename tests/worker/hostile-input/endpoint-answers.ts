import type postgres from 'postgres'
import { expect } from '../fixtures.ts'
import { HIDDEN_JOBS } from './hostile-values.ts'

// What the endpoints (the save-job API, the application form, the job alert form) may
// answer hostile requests, and what they may not have written.

export const SAVE_JOB_STATUSES = [400, 403, 404, 413, 415, 422]
export const APPLY_STATUSES = [400, 403, 413, 415, 422]

type Sent = { status: number; contentType: string; body: string; location: string | null }
export async function send(
  url: string,
  init: { headers: Record<string, string>; body?: Uint8Array | string },
): Promise<Sent> {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: init.headers,
    body: init.body as BodyInit | undefined,
  })
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
    location: response.headers.get('location'),
  }
}

/** What an endpoint property may write: nothing for `jobId` (the hostile company's), the hidden jobs or the marker. */
export async function expectNothingWritten(sql: postgres.Sql, jobId: string, marker: string) {
  const [applications] = await sql`
    select count(*)::int as n from applications where job_id = ${jobId}`
  expect(applications?.n).toBe(0)
  const [mails] = await sql`
    select count(*)::int as n from email_outbox
    where job_id = ${jobId} or job_id in ${sql(HIDDEN_JOBS)}
      or to_address like ${`%${marker}%`}`
  expect(mails?.n).toBe(0)
}
